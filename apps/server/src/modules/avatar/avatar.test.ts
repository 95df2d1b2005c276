// Avatar generator (docs/rules/avatar.md): upload checks, the six local styles, the
// stored and served results, using one as the avatar, the rate limit and the clean-up job.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_GENERATIONS_PER_HOUR,
  AVATAR_RESULT_RETENTION_HOURS,
  AVATAR_STYLES,
} from '@boldcall/shared/constants';
import { MSG } from '@boldcall/shared/messages';
import type { AvatarResult } from '@boldcall/shared/schemas/avatar';
import { createPlayer, makePrediction } from '../../seed/seed.factories.ts';
import {
  createTestApp,
  signIn,
  TEST_ORIGIN,
  type TestApp,
  useTestApp,
} from '../../test/test-app.ts';
import { createJobRunner } from '../../platform/jobs/jobs.runner.ts';
import { jobRuns } from '../../platform/jobs/jobs.table.ts';
import { players } from '../../platform/identity/identity.table.ts';
import type { AvatarProvider } from './avatar.provider.ts';
import { avatarCleanupJob, runAvatarCleanup } from './avatar.service.ts';
import { createLocalAvatarStorage } from './avatar.storage.ts';
import { avatarResults } from './avatar.table.ts';
import { makeTestPhoto } from './avatar.test-photo.ts';
import { meanAbsoluteDifference, multipartBody, noisePng, pngBomb } from './avatar.test-helpers.ts';

async function generate(
  t: TestApp,
  cookie: string,
  style: string,
  file?: { name: string; data: Buffer; type?: string },
) {
  const { payload, headers } = await multipartBody({ style }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/generate-avatar',
    headers: { ...headers, cookie, origin: TEST_ORIGIN },
    payload,
  });
}

describe('avatar generator (local provider)', () => {
  const t = useTestApp();
  let cookie: string;
  let otherCookie: string;
  let photo: Buffer;
  const results = new Map<string, AvatarResult>();

  beforeAll(async () => {
    const me = await createPlayer(t.database.db, { username: 'painter' });
    await createPlayer(t.database.db, { username: 'someone' });
    cookie = await signIn(t, me.username);
    otherCookie = await signIn(t, 'someone');
    photo = await makeTestPhoto();
  });

  it('makes every style: a 1024 px square and a 256 px one, in well under 2.5 s of CPU', async () => {
    for (const style of AVATAR_STYLES) {
      // CPU time, not wall time: the test machine is shared, its clock time is not ours.
      const cpuBefore = process.cpuUsage();
      const res = await generate(t, cookie, style, {
        name: 'me.jpg',
        data: photo,
        type: 'image/jpeg',
      });
      const cpu = process.cpuUsage(cpuBefore);
      expect(res.statusCode, res.body).toBe(200);
      expect((cpu.user + cpu.system) / 1000, `${style} CPU ms`).toBeLessThan(2500);
      const result = res.json<{ data: AvatarResult }>().data;
      expect(result).toMatchObject({ success: true, style, provider: 'local' });
      results.set(style, result);

      const large = await t.app.inject({ method: 'GET', url: result.avatarUrl });
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-type']).toBe('image/webp');
      expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(large.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 1024]);
      const thumb = await t.app.inject({ method: 'GET', url: result.thumbnailUrl });
      const thumbMeta = await sharp(thumb.rawPayload).metadata();
      expect([thumbMeta.width, thumbMeta.height]).toEqual([256, 256]);
    }
  });

  it('gives six clearly different pictures (mean absolute difference of every pair)', async () => {
    const images = new Map<string, Buffer>();
    for (const [style, result] of results) {
      images.set(style, (await t.app.inject({ method: 'GET', url: result.avatarUrl })).rawPayload);
    }
    expect(images.size).toBe(6);
    const styles = [...images.keys()];
    const differences: string[] = [];
    for (let i = 0; i < styles.length; i += 1) {
      for (let j = i + 1; j < styles.length; j += 1) {
        const a = styles[i]!;
        const b = styles[j]!;
        const mad = await meanAbsoluteDifference(images.get(a)!, images.get(b)!);
        differences.push(`${a}/${b} ${mad.toFixed(1)}`);
        expect(mad, `${a} vs ${b}`).toBeGreaterThan(15);
      }
    }
    // Every style also differs from the photo itself.
    for (const style of styles) {
      expect(await meanAbsoluteDifference(photo, images.get(style)!)).toBeGreaterThan(8);
    }
    console.info(`avatar style differences: ${differences.join(', ')}`);
  });

  it('answers an unchanged image with 304 and unknown names with 404', async () => {
    const url = results.get('Cartoon')!.avatarUrl;
    const etag = (await t.app.inject({ method: 'GET', url })).headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    for (const bad of ['0123456789abcdef0123456789abcdef.webp', '..%2F..%2Fauth-secret', 'x.svg']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/avatars/${bad}` })).statusCode).toBe(
        404,
      );
    }
  });

  it('takes PNG photos too, judged by content whatever the name says', async () => {
    const png = await makeTestPhoto({ format: 'png', width: 400, height: 300 });
    const res = await generate(t, cookie, 'Gaming', { name: 'photo.jpg', data: png });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a text file renamed .png', async () => {
    const res = await generate(t, cookie, 'Cartoon', {
      name: 'notes.png',
      data: Buffer.from('just some text, not a picture\n'.repeat(40)),
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NOT_AN_IMAGE', message: MSG.avatarNotImage });
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const fake = Buffer.concat([
      photo.subarray(0, 0),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(500, 7),
    ]);
    const res = await generate(t, cookie, 'Cartoon', { name: 'x.png', data: fake });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.avatarNotImage);
  });

  it('refuses a 6 MB image', async () => {
    const big = await noisePng(6);
    expect(big.length).toBeGreaterThan(5.5 * 1024 * 1024);
    const res = await generate(t, cookie, 'Cartoon', { name: 'big.png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PHOTO_TOO_LARGE', message: MSG.avatarTooLarge });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pngBomb(8000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const cpuBefore = process.cpuUsage();
    const res = await generate(t, cookie, 'Cartoon', { name: 'bomb.png', data: bomb });
    const cpu = process.cpuUsage(cpuBefore);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PHOTO_TOO_MANY_PIXELS',
      message: MSG.avatarTooManyPixels,
    });
    // Refused from the header: decoding 64 megapixels would cost far more.
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(400);
  });

  it('refuses an unknown style, a missing photo, JSON, a cut-short body and visitors', async () => {
    const bad = await generate(t, cookie, 'Vaporwave', { name: 'me.jpg', data: photo });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Invalid avatar style' });

    const none = await generate(t, cookie, 'Cartoon');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.avatarNotImage);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/generate-avatar',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { style: 'Cartoon' },
    });
    expect(json.statusCode).toBe(415);

    const { payload, headers } = await multipartBody(
      { style: 'Cartoon' },
      { name: 'me.jpg', data: photo },
    );
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/generate-avatar',
      headers: { ...headers, cookie, origin: TEST_ORIGIN },
      payload: payload.subarray(0, payload.length - 200),
    });
    expect(cut.statusCode).toBe(400);

    const visitor = await generate(t, '', 'Cartoon', { name: 'me.jpg', data: photo });
    expect(visitor.statusCode).toBe(401);
  });

  it('keeps the 1 MiB body limit on other routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/predictions',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('uses a result as the avatar everywhere a player is shown; only my own results', async () => {
    const chosen = results.get('Cyberpunk')!;
    const notMine = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: { cookie: otherCookie, origin: TEST_ORIGIN },
      payload: { avatarId: chosen.id },
    });
    expect(notMine.statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { avatarId: chosen.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.avatar).toBe(chosen.thumbnailUrl);

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.json().data.avatar).toBe(chosen.thumbnailUrl);
    const board = await t.app.inject({ method: 'GET', url: '/api/leaderboard' });
    const row = (board.json().data as Array<{ username: string; avatar: string | null }>).find(
      (entry) => entry.username === 'painter',
    );
    expect(row?.avatar).toBe(chosen.thumbnailUrl);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/by-username/painter' });
    expect(profile.json().data.avatar).toBe(chosen.thumbnailUrl);
    const predictionId = await makePrediction(t.database.db, { userId: me.json().data.id });
    const card = await t.app.inject({ method: 'GET', url: `/api/predictions/${predictionId}` });
    expect(card.json().data.avatar).toBe(chosen.thumbnailUrl);
  });

  it('cleans up old results nobody uses, keeping the avatar in use and its files', async () => {
    const db = t.database.db;
    const storageRoot = path.join(t.app.config.dataDir, 'avatars');
    const before = readdirSync(path.join(storageRoot, 'results')).length;
    const inUse = results.get('Cyberpunk')!;
    const later = new Date(Date.now() + (AVATAR_RESULT_RETENTION_HOURS + 1) * 3600_000);
    const run = await runAvatarCleanup(db, createLocalAvatarStorage(storageRoot), later);
    expect(run.deletedResults).toBeGreaterThanOrEqual(6);
    const left = await db.select().from(avatarResults);
    expect(left.map((r) => r.id)).toEqual([inUse.id]);
    const files = readdirSync(path.join(storageRoot, 'results'));
    expect(files.sort()).toEqual([left[0]!.imageFile, left[0]!.thumbFile].sort());
    expect(before).toBeGreaterThan(files.length);
    expect(readdirSync(path.join(storageRoot, 'originals'))).toEqual([left[0]!.originalFile]);
    const served = await t.app.inject({ method: 'GET', url: inUse.thumbnailUrl });
    expect(served.statusCode).toBe(200);

    // A result younger than the retention stays.
    const fresh = await runAvatarCleanup(db, createLocalAvatarStorage(storageRoot), new Date());
    expect(fresh.deletedResults).toBe(0);

    // Removing the avatar makes it eligible.
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/avatar',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(cleared.json().data.avatar).toBeNull();
    const [player] = await db.select().from(players).where(eq(players.avatar, inUse.thumbnailUrl));
    expect(player).toBeUndefined();
    // The hourly job on the shared runner does the same.
    const runner = createJobRunner({
      database: t.database,
      jobs: [avatarCleanupJob(db, createLocalAvatarStorage(storageRoot))],
      log: { info: () => {}, error: () => {} },
      clock: () => later,
    });
    await runner.tick();
    await runner.stop();
    expect(await db.select().from(avatarResults)).toEqual([]);
    expect(readdirSync(path.join(storageRoot, 'results'))).toEqual([]);
    const [jobRun] = await db.select().from(jobRuns).where(eq(jobRuns.name, 'avatar-cleanup'));
    expect(jobRun).toMatchObject({
      status: 'succeeded',
      period: later.toISOString().slice(0, 13),
      result: { deletedResults: 1, deletedFiles: 3 },
    });
  });
});

describe('avatar generation rate limit', () => {
  it(`allows ${AVATAR_GENERATIONS_PER_HOUR} generations an hour per player`, async () => {
    // A provider that answers at once: the limit, not the stylizer, is under test.
    const quick: AvatarProvider = {
      name: 'quick',
      generate: () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#09f' } })
          .png()
          .toBuffer(),
    };
    const t = await createTestApp({}, { avatarProvider: quick });
    const database = t.database;
    try {
      await createPlayer(database.db, { username: 'busy' });
      await createPlayer(database.db, { username: 'calm' });
      const busy = await signIn(t, 'busy');
      const calm = await signIn(t, 'calm');
      const small = await makeTestPhoto({ width: 120, height: 120, format: 'png' });
      const file = { name: 'me.png', data: small };
      for (let i = 0; i < AVATAR_GENERATIONS_PER_HOUR; i += 1) {
        expect((await generate(t, busy, 'Minimalist', file)).statusCode).toBe(200);
      }
      const limited = await generate(t, busy, 'Minimalist', file);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/avatars an hour/);
      // Another player is not affected.
      expect((await generate(t, calm, 'Minimalist', file)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
