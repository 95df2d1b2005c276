// One account per mailbox (docs/security.md, "Farming"): addresses are compared as their mailbox
// sees them (case, +tags, Gmail's dots), so alts of one mailbox cannot sign up, and with them go
// the referral bonuses and free Pro upgrades they were made to farm.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAndVerify, signUpRequest, useTestApp } from '../../test/test-app.ts';
import { user } from '../../platform/identity/identity.table.ts';

describe('canonical e-mail addresses', () => {
  const t = useTestApp();

  const canonical = async (email: string): Promise<string> => {
    const query = sql`select boldcall_canonical_email(${email}) as c`;
    const result = (await t.database.db.execute(query)) as unknown as {
      rows: Array<{ c: string }>;
    };
    return result.rows[0]!.c;
  };

  it('folds case, +tags, and dots where the provider ignores them', async () => {
    expect(await canonical(' A.B+x@GMail.com ')).toBe('ab@gmail.com');
    expect(await canonical('a.b+promo+2@googlemail.com')).toBe('ab@gmail.com');
    expect(await canonical('Me+1@Example.com')).toBe('me@example.com');
    // Dots matter elsewhere.
    expect(await canonical('a.b@example.com')).toBe('a.b@example.com');
  });

  it('refuses a.b+x@gmail.com beside ab@gmail.com, answering like any registered address', async () => {
    await signUpAndVerify(t, { email: 'ab@gmail.com', username: 'mailbox' });
    const signUp = (email: string, username: string) => signUpRequest(t, { email, username });
    const fresh = await signUp('fresh.one@gmail.com', 'freshone');
    expect(fresh.statusCode).toBe(200);
    for (const [i, alt] of [
      'a.b+x@gmail.com',
      'AB+farm@googlemail.com',
      'a.b@gmail.com',
    ].entries()) {
      const before = t.mailer.count('ab@gmail.com');
      const res = await signUp(alt, `altname${i}`);
      expect(res.statusCode, alt).toBe(200);
      // The same answer as a new sign-up: same fields, the typed address, no token.
      expect(Object.keys(res.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
      expect(res.json()).toMatchObject({ token: null, user: { email: alt.toLowerCase() } });
      const rows = await t.database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, alt.toLowerCase()));
      expect(rows, alt).toHaveLength(0);
      // The mailbox's owner hears someone tried; the alt spelling gets no code.
      expect(t.mailer.count('ab@gmail.com')).toBe(before + 1);
      expect(t.mailer.count(alt.toLowerCase())).toBe(0);
    }
    // A different mailbox still signs up.
    const other = await signUp('a.b+x@example.com', 'otherbox');
    expect(other.statusCode).toBe(200);
    expect(
      await t.database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, 'a.b+x@example.com')),
    ).toHaveLength(1);
  }, 90_000);
});
