// One embedded database, one server: a second `npm start` on a DATA_DIR in use is refused with a
// clear message, and the running server and its data are untouched (before and after a restart).
import { signUpViaApi, createPredictionViaApi } from './support/accounts.ts';
import { runServerToExit, startAppServer } from './support/app-server.ts';
import { expect, test } from './fixtures.ts';

test('a second server on the same DATA_DIR is refused and loses nothing', async () => {
  test.setTimeout(240_000); // two server starts and a refused one on a busy machine
  let server = await startAppServer({});
  const api = await signUpViaApi(server.baseURL, 'one_dir_player');
  const id = await createPredictionViaApi(api, 'A second server never shares this data dir');

  const second = await runServerToExit(server.dataDir);
  expect(second.code, second.stderr).not.toBe(0);
  expect(second.stderr).toContain(
    `DATA_DIR ${server.dataDir} is in use by another BoldCall server`,
  );

  // The first server still answers, with the write made before.
  const read = async () => (await api.get(`/api/predictions/${id}`)).status();
  expect(await read()).toBe(200);
  const written = await createPredictionViaApi(api, 'Written after the refused start');

  await server.stop();
  server = await startAppServer({}, { dataDir: server.dataDir, port: server.port });
  expect(await read()).toBe(200);
  expect((await api.get(`/api/predictions/${written}`)).status()).toBe(200);
  await server.stop();
});
