// Avatar files on disk (docs/security.md): identical uploads at the same moment all succeed and
// leave one whole file; files are 0600 in 0700 folders.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../seed/seed.factories.ts';
import { signIn, TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { contentName, createLocalAvatarStorage } from './avatar.storage.ts';
import { multipartBody } from './avatar.test-helpers.ts';
import { makeTestPhoto } from './avatar.test-photo.ts';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('local avatar storage', () => {
  it('writes 8 identical files at once without a clash, 0600 in 0700 folders', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'boldcall-avatars-')), 'avatars');
    const storage = createLocalAvatarStorage(root);
    const data = Buffer.alloc(512 * 1024, 7);
    const name = contentName(data, 'png');
    await Promise.all(Array.from({ length: 8 }, () => storage.put('originals', name, data)));
    expect(readdirSync(path.join(root, 'originals'))).toEqual([name]);
    const file = path.join(root, 'originals', name);
    expect(readFileSync(file).equals(data)).toBe(true);
    expect(mode(file)).toBe(0o600);
    expect(mode(root)).toBe(0o700);
    expect(mode(path.join(root, 'originals'))).toBe(0o700);
  });
});

describe('identical concurrent uploads', () => {
  const t = useTestApp();

  it('all 8 succeed', async () => {
    const photo = await makeTestPhoto();
    const cookies = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const player = await createPlayer(t.database.db, { username: `racer${i}` });
        return signIn(t, player.username);
      }),
    );
    const { payload, headers } = await multipartBody(
      { style: 'Cartoon' },
      { name: 'me.jpg', data: photo, type: 'image/jpeg' },
    );
    const answers = await Promise.all(
      cookies.map((cookie) =>
        t.app.inject({
          method: 'POST',
          url: '/api/generate-avatar',
          headers: { ...headers, cookie, origin: TEST_ORIGIN },
          payload,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
  });
});
