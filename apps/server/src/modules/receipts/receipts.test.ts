// Sealed receipts (docs/rules/receipts.md): every event on a call is sealed in its own
// transaction; each hash is the SHA-256 of its canonical string and names the previous one;
// changing a call behind the app's back breaks verification at the altered receipt; two app
// instances sealing at once on one database keep one chain.
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalReceipt, GENESIS_HASH } from '@boldcall/shared/rules/receipts';
import type { Receipt, ReceiptVerification } from '@boldcall/shared/schemas/receipts';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { openDatabase } from '../../db/client.ts';
import { callCast } from '../../test/plays.ts';
import { openSameDatabase, useTestApp } from '../../test/test-app.ts';
import {
  betAgainstPrediction,
  editPrediction,
  joinPrediction,
  jumpOnPrediction,
} from '../predictions/predictions.service.ts';
import { predictions } from '../predictions/predictions.table.ts';
import { liveCalls, sealedText } from '../predictions/predictions.receipts.ts';
import { sealAtCommitWrite, verifyWholeChain } from './receipts.service.ts';
import { receipts } from './receipts.table.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sealed receipts', () => {
  const t = useTestApp();
  const second = { close: async () => {} };
  afterAll(() => second.close());

  async function world(tag: string) {
    const db = t.database.db;
    const { creator, joiner, jumper, bettor } = await callCast(db, tag);
    const createdAt = new Date('2026-11-20T10:00:00.000Z');
    const id = await makePrediction(db, {
      userId: creator.id,
      text: `Snow in "Paris" before New Year — ${tag}`,
      pointsWagered: 10,
      createdAt,
      expiresAt: new Date('2099-01-01T00:00:00.000Z'),
    });
    return { db, id, createdAt, creator, joiner, jumper, bettor };
  }

  const receiptsOf = async (id: string) => {
    const res = await t.app.inject({ url: `/api/predictions/${id}/receipts` });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Receipt[] }>().data;
  };
  const verify = async (hash: string) => {
    const res = await t.app.inject({ url: `/api/receipts/${hash}/verify` });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: ReceiptVerification }>().data;
  };
  const live = (ids: readonly string[]) => liveCalls(t.database.db, ids);

  it('seals every event; each hash is SHA-256 of its canonical string and names the previous', async () => {
    const w = await world('seal');
    // Editing is open until someone takes a position.
    await editPrediction(w.db, w.creator.id, w.id, { text: 'Snow in Paris before January 2' });
    await joinPrediction(w.db, w.joiner.id, w.id, 20);
    await jumpOnPrediction(w.db, w.jumper.id, w.id, 7);
    await betAgainstPrediction(w.db, w.bettor.id, w.id, 5);
    await resolvePredictionNow(w.db, w.id, 'CORRECT');

    const list = await receiptsOf(w.id);
    expect(list.map((r) => r.kind)).toEqual([
      'created',
      'edited',
      'joined',
      'jumped_on',
      'bet_against',
      'resolved',
    ]);
    // The first receipt, rebuilt by hand from the documented fields.
    const created = list[0];
    if (!created) throw new Error('no receipt');
    expect(created.canonical).toBe(
      canonicalReceipt(
        {
          kind: 'created',
          call: w.id,
          player: w.creator.id,
          side: 'for',
          points: 10,
          text: 'Snow in "Paris" before New Year — seal',
          at: w.createdAt,
        },
        created.prevHash,
      ),
    );
    expect(created.canonical).toBe(
      `{"v":1,"kind":"created","call":"${w.id}","player":"${w.creator.id}","side":"for","points":10,` +
        `"text":"Snow in \\"Paris\\" before New Year — seal","at":"2026-11-20T10:00:00.000Z",` +
        `"prev":"${created.prevHash}"}`,
    );
    expect(list[1]?.canonical).toContain('"text":"Snow in Paris before January 2"');
    expect(list[4]?.canonical).toContain(`"player":"${w.bettor.id}","side":"against","points":5`);
    expect(list[5]?.canonical).toContain('"outcome":"CORRECT"');
    expect(list.every((r) => !r.canonical.includes('@'))).toBe(true); // no e-mail

    // The whole chain: consecutive, each hash the SHA-256 of its canonical, each prevHash the
    // hash before it (64 zeros before the first).
    const chain = await w.db.select().from(receipts).orderBy(asc(receipts.seq));
    let prev = GENESIS_HASH;
    chain.forEach((r, i) => {
      expect(r.seq).toBe(i + 1);
      expect(r.hash).toBe(sha256(r.canonical));
      expect(r.prevHash).toBe(prev);
      expect(r.canonical.endsWith(`,"prev":"${prev}"}`)).toBe(true);
      prev = r.hash;
    });

    const one = await t.app.inject({ url: `/api/receipts/${created.hash}` });
    expect(one.json<{ data: Receipt }>().data).toEqual(created);
    const checked = await verify(list[5]?.hash ?? '');
    expect(checked).toMatchObject({ valid: true, brokenAt: null, checked: list[5]?.seq });
    expect((await t.app.inject({ url: `/api/receipts/${'a'.repeat(64)}` })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/receipts/not-a-hash' });
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([
      400,
      'Receipt not found',
    ]);
  });

  it("finds a call's text changed behind the app's back, at the receipt that sealed it", async () => {
    const w = await world('tamper');
    await joinPrediction(w.db, w.joiner.id, w.id, 20);
    const [created, joined] = await receiptsOf(w.id);
    if (!created || !joined) throw new Error('receipts');
    expect((await verify(joined.hash)).valid).toBe(true);

    await w.db.update(predictions).set({ text: 'Rain in Paris' }).where(eq(predictions.id, w.id));
    const broken = await verify(joined.hash);
    expect(broken.valid).toBe(false);
    expect(broken.brokenAt).toMatchObject({ seq: created.seq, hash: created.hash });
    expect(broken.brokenAt?.reason).toMatch(/text/);
    expect((await verifyWholeChain(w.db, live)).brokenAt?.seq).toBe(created.seq);

    // Put back, it holds again; a receipt's own string altered breaks at that receipt.
    await w.db
      .update(predictions)
      .set({ text: 'Snow in "Paris" before New Year — tamper' })
      .where(eq(predictions.id, w.id));
    expect((await verifyWholeChain(w.db, live)).brokenAt).toBeNull();
    await expect(
      w.db.update(receipts).set({ canonical: 'x' }).where(eq(receipts.seq, joined.seq)),
    ).rejects.toThrow(); // append-only
    await w.db.transaction(async (tx) => {
      await tx.execute(sql`alter table receipts disable trigger receipts_append_only`);
      await tx
        .update(receipts)
        .set({ canonical: joined.canonical.replace('"points":20', '"points":200') })
        .where(eq(receipts.seq, joined.seq));
      await tx.execute(sql`alter table receipts enable trigger receipts_append_only`);
    });
    const altered = await verifyWholeChain(w.db, live);
    expect(altered.brokenAt).toMatchObject({
      seq: joined.seq,
      reason: expect.stringMatching(/hash/),
    });
    await w.db.transaction(async (tx) => {
      await tx.execute(sql`alter table receipts disable trigger receipts_append_only`);
      await tx
        .update(receipts)
        .set({ canonical: joined.canonical })
        .where(eq(receipts.seq, joined.seq));
      await tx.execute(sql`alter table receipts enable trigger receipts_append_only`);
    });
    expect((await verifyWholeChain(w.db, live)).brokenAt).toBeNull();
  });

  it('two instances sealing at once on one database keep one chain', async () => {
    const other = openSameDatabase(t.database, 10);
    second.close = () => other.close();
    const handles = [t.database.db, other.db];
    const players = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createPlayer(t.database.db, { username: `busy_${i}` })),
    );
    const before = (await verifyWholeChain(t.database.db, live)).checked;
    // Every player makes a call and joins the next player's call, half through each instance.
    const ids = await Promise.all(
      players.map((p, i) =>
        makePrediction(handles[i % 2] as typeof t.database.db, { userId: p.id }),
      ),
    );
    await Promise.all(
      players.map((p, i) =>
        joinPrediction(
          handles[(i + 1) % 2] as typeof t.database.db,
          p.id,
          ids[(i + 1) % ids.length] as string,
          3,
        ),
      ),
    );
    const result = await verifyWholeChain(other.db, live);
    expect(result.brokenAt).toBeNull();
    expect(result.checked).toBe(before + players.length * 2);
    const hashes = await t.database.db.select({ prev: receipts.prevHash }).from(receipts);
    expect(new Set(hashes.map((h) => h.prev)).size).toBe(hashes.length); // no fork
  });

  it('holds the chain head only at the commit: an open write does not stop another seal', async () => {
    const { db, id, creator, jumper } = await world('atcommit');
    const [call] = await db.select().from(predictions).where(eq(predictions.id, id));
    const before = await receiptsOf(id);
    // A write's transaction stays open with its receipt queued (an edit that keeps the text)
    // while another player jumps on through a second instance whose statements give up on any
    // lock after 5 s: a head locked before the commit would make the jump fail.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let queued = () => {};
    const ready = new Promise<void>((resolve) => {
      queued = resolve;
    });
    const open = db.transaction(async (tx) => {
      await tx.execute(
        sealAtCommitWrite({
          kind: 'edited',
          call: id,
          player: creator.id,
          ...sealedText(call?.text ?? ''),
          at: new Date('2026-11-20T11:00:00.000Z'),
        }),
      );
      queued();
      await held;
    });
    await ready;
    const url = new URL(t.database.url);
    url.searchParams.set('options', '-c lock_timeout=5000');
    const other = openDatabase({ url: url.toString(), prepared: false, poolSize: 1 });
    try {
      await jumpOnPrediction(other.db, jumper.id, id, 2);
    } finally {
      release();
      await open;
      await other.close();
    }
    const sealed = await receiptsOf(id);
    expect(sealed.slice(before.length).map((r) => r.kind)).toEqual(['jumped_on', 'edited']);
    expect(sealed.at(-1)?.seq).toBe((sealed.at(-2)?.seq ?? 0) + 1);
    const queue = await db.execute(sql`select count(*)::int as n from receipt_queue`);
    expect((queue as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    expect((await verifyWholeChain(db, live)).brokenAt).toBeNull();
  });

  it('seals nothing for a write that rolls back', async () => {
    const { db, id, joiner } = await world('rollback');
    const before = await receiptsOf(id);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sealAtCommitWrite({
            kind: 'joined',
            call: id,
            player: joiner.id,
            side: 'for',
            points: 1,
            at: new Date('2026-11-20T11:00:00.000Z'),
          }),
        );
        throw new Error('refused after the seal was queued');
      }),
    ).rejects.toThrow('refused after the seal was queued');
    expect(await receiptsOf(id)).toEqual(before);
    expect((await verifyWholeChain(db, live)).brokenAt).toBeNull();
  });
});
