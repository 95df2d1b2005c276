// Share cards and link previews (docs/rules/sharing.md): a call's page answers, without any
// script, with its text in og:title (escaped), an og:image that is a 1200×630 PNG and changes
// when the call is joined and when it is resolved; unknown addresses are real 404s; a profile
// and an invite link carry their own previews, a private league only its name and size; a
// player's card shows their boldness and Brier score, and changes with them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, makeLeague, makePrediction } from '../../seed/seed.factories.ts';
import { signIn, TEST_ORIGIN, useTestAppWithAdmin } from '../../test/test-app.ts';
import { createLocalAvatarStorage } from '../avatar/avatar.storage.ts';
import { betAgainstPrediction } from '../predictions/predictions.service.ts';
import { playerForCard } from './og.cards.ts';
import { cardVersion } from './og.model.ts';
import { emojiFileNames } from './og.assets.ts';
import { cutText } from './og.layout.ts';

const NASTY = `The "Bears" </title><script>alert('x')</script> & win 🏈 東京`;

/** The content of <meta property|name="key"> in an HTML page (decoded entities). */
function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('share cards and link previews', () => {
  const { t, admin } = useTestAppWithAdmin('og_admin');
  let creatorId: string;
  let callId: string;
  // Avatar files for playerForCard (none are read: these players have no picture).
  const avatarDir = mkdtempSync(path.join(tmpdir(), 'og-test-'));
  afterAll(() => rmSync(avatarDir, { recursive: true, force: true }));

  beforeAll(async () => {
    creatorId = (await createPlayer(t.database.db, { username: 'og_maker' })).id;
    callId = await makePrediction(t.database.db, { userId: creatorId, text: NASTY });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url });
  /** The og:image address of a page, made relative for inject. */
  const imageOf = async (url: string) => {
    const res = await page(url);
    expect(res.statusCode, res.body).toBe(200);
    const image = metaOf(res.body, 'og:image');
    expect(image).toBeDefined();
    return new URL(image ?? '').pathname + new URL(image ?? '').search;
  };
  const png = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    return res;
  };

  /** The admin resolves the call; the answer must be 200. */
  const resolveAsAdmin = async (callId: string, resolution: string, adminNote: string) => {
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/predictions/${callId}/resolve`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { resolution, adminNote },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
  };

  it("answers a call's page with its text in og:title, escaped, and a card image", async () => {
    const res = await page(`/p/${callId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // Nothing of the text reaches the markup unescaped.
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('</title><script>');
    expect(res.body).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(metaOf(res.body, 'og:title')).toBe(NASTY);
    expect(metaOf(res.body, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(res.body, 'og:url')).toBe(`${t.app.config.publicUrl}/p/${callId}`);
    expect(metaOf(res.body, 'og:description')).toContain('@og_maker staked 10 points');
    // Only one title: the shell's own was replaced.
    expect(res.body.match(/<title>/g)).toHaveLength(1);

    const image = await imageOf(`/p/${callId}`);
    expect(image).toMatch(new RegExp(`^/api/og/predictions/${callId}\\?v=[0-9a-f]{16}$`));
    const card = await png(image);
    const version = image.split('v=')[1];
    expect(card.headers.etag).toBe(`"${version}"`);
    expect(card.headers['cache-control']).toContain('immutable');
    // Revalidation answers 304 with no body.
    const again = await t.app.inject({
      method: 'GET',
      url: image,
      headers: { 'if-none-match': `"${version}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives the call a new image after a join and after its resolution', async () => {
    const before = await imageOf(`/p/${callId}`);
    const joiner = await createPlayer(t.database.db, { username: 'og_joiner' });
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/predictions/${callId}/join`,
      headers: { cookie: await signIn(t, joiner.username), origin: TEST_ORIGIN },
      payload: { pointsWagered: 5 },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const afterJoin = await imageOf(`/p/${callId}`);
    expect(afterJoin).not.toBe(before);
    const joinedCard = await png(afterJoin);
    // The old address now answers the current picture, revalidated rather than kept.
    const stale = await t.app.inject({ method: 'GET', url: before });
    expect(stale.headers.etag).toBe(joinedCard.headers.etag);
    expect(stale.headers['cache-control']).not.toContain('immutable');

    await resolveAsAdmin(callId, 'CORRECT', 'It happened.');
    const afterResolution = await imageOf(`/p/${callId}`);
    expect(afterResolution).not.toBe(afterJoin);
    const resolvedCard = await png(afterResolution);
    expect(resolvedCard.headers.etag).not.toBe(joinedCard.headers.etag);
    expect(Buffer.compare(resolvedCard.rawPayload, joinedCard.rawPayload)).not.toBe(0);
    expect(metaOf((await page(`/p/${callId}`)).body, 'og:description')).toContain('Called it');
  });

  it('answers an unknown call, player or card with a real 404', async () => {
    const call = await page('/p/unknown');
    expect(call.statusCode).toBe(404);
    expect(call.headers['content-type']).toMatch(/^text\/html/);
    // The app shell (its Not Found page), titled for the missing call.
    expect(call.body).toContain('<title>Call not found · BoldCall</title>');
    expect(metaOf(call.body, 'og:image')).toBeUndefined();
    expect((await page('/u/nobody_here')).statusCode).toBe(404);
    const image = await t.app.inject({ method: 'GET', url: '/api/og/predictions/unknown' });
    expect(image.statusCode).toBe(404);
    expect(image.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("previews a player's profile with their card", async () => {
    const res = await page('/u/og_maker');
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body, 'og:title')).toBe('@og_maker on BoldCall');
    expect(metaOf(res.body, 'og:description')).toMatch(/accuracy/);
    await png(await imageOf('/u/og_maker'));
  });

  it("gives a player's card a new image when their boldness changes", async () => {
    const sources = { db: t.database.db, avatars: createLocalAvatarStorage(avatarDir) };
    const bold = await createPlayer(t.database.db, { username: 'og_bold' });
    const call = await makePrediction(t.database.db, { userId: creatorId, pointsWagered: 50 });
    // A bet against without a confidence: the Brier score stays empty, only boldness moves.
    await betAgainstPrediction(t.database.db, bold.id, call, 5);
    const before = await playerForCard(sources, 'og_bold');
    expect(before?.model).toMatchObject({ boldness: 0, brier: null });
    const beforeImage = await imageOf('/u/og_bold');
    expect(beforeImage).toBe(`/api/og/users/og_bold?v=${cardVersion(before!.model)}`);
    const beforeCard = await png(beforeImage);

    await resolveAsAdmin(call, 'INCORRECT', 'It did not happen.');
    // Right against 50 of the 55 points staked: round(100 · 50 / 55) = 91.
    const after = await playerForCard(sources, 'og_bold');
    expect(after?.model).toMatchObject({ boldness: 91, brier: null });
    // Boldness alone makes a different version.
    expect(cardVersion({ ...after!.model, boldness: 0 })).not.toBe(cardVersion(after!.model));
    const afterImage = await imageOf('/u/og_bold');
    expect(afterImage).toBe(`/api/og/users/og_bold?v=${cardVersion(after!.model)}`);
    expect(afterImage).not.toBe(beforeImage);
    const afterCard = await png(afterImage);
    expect(afterCard.headers.etag).not.toBe(beforeCard.headers.etag);
    expect(Buffer.compare(afterCard.rawPayload, beforeCard.rawPayload)).not.toBe(0);
  });

  it("shows a player's Brier score on their card once they have one", async () => {
    const sources = { db: t.database.db, avatars: createLocalAvatarStorage(avatarDir) };
    const sure = await createPlayer(t.database.db, { username: 'og_sure' });
    const call = await makePrediction(t.database.db, { userId: creatorId, pointsWagered: 10 });
    await betAgainstPrediction(t.database.db, sure.id, call, 5, { confidence: 80 });
    const before = await imageOf('/u/og_sure');
    await resolveAsAdmin(call, 'INCORRECT', 'It did not happen.');
    // 80 % sure and right: (0.8 − 1)² = 0.04; right against 10 of 15 points: 67.
    expect((await playerForCard(sources, 'og_sure'))?.model).toMatchObject({
      boldness: 67,
      brier: '0.040',
    });
    expect(await imageOf('/u/og_sure')).not.toBe(before);
  });

  it('previews an invite link; a private league shows only its name and member count', async () => {
    const owner = await createPlayer(t.database.db, { username: 'og_owner', isPro: true });
    await makeLeague(t.database.db, {
      ownerId: owner.id,
      name: 'Secret <Pool>',
      description: 'Only for the office crew',
      inviteCode: 'SECRT7',
      isPrivate: true,
    });
    const res = await page('/leagues?join=secrt7');
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body, 'og:title')).toBe('Join Secret <Pool> on BoldCall');
    expect(metaOf(res.body, 'og:description')).toBe('Private league · 1 member.');
    expect(res.body).not.toContain('office crew');
    expect(res.body).not.toContain('og_owner');
    await png(await imageOf('/leagues?join=SECRT7'));
    // An unknown code: the plain shell, the page's dialog says so.
    const unknown = await page('/leagues?join=ZZZZZZ');
    expect(unknown.statusCode).toBe(200);
    expect(metaOf(unknown.body, 'og:title')).toBeUndefined();
  });
});

describe('card text', () => {
  it('cuts on a grapheme boundary with an ellipsis', () => {
    expect(cutText('short', 10)).toBe('short');
    // A family emoji is one grapheme of several code points: never split.
    expect(cutText('ab👨‍👩‍👧cd', 4)).toBe('ab👨‍👩‍👧…');
    expect(cutText('  spaced \n out  ', 20)).toBe('spaced out');
  });

  it('names Twemoji files without the variation selector outside ZWJ sequences', () => {
    expect(emojiFileNames('❤️')).toEqual(['2764']);
    expect(emojiFileNames('🏈')).toEqual(['1f3c8']);
    expect(emojiFileNames('👨‍👩‍👧')[0]).toBe('1f468-200d-1f469-200d-1f467');
  });
});
