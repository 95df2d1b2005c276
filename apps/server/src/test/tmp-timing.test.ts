import { it } from 'vitest';
import { seedDemoData } from '../db/seed.ts';
import { createTestApp, signIn } from './test-app.ts';
it('timing', async () => {
  const t = await createTestApp();
  await seedDemoData(t.database.db);
  const cookie = await signIn(t, 'demo_admin');
  for (const [name, url, c] of [['feed in', '/api/predictions?limit=9', cookie], ['feed out', '/api/predictions?limit=9', ''], ['me', '/api/users/me', cookie]] as const) {
    for (let i = 0; i < 20; i++) await t.app.inject({ url, headers: c ? { cookie: c } : {} });
    const s = performance.now();
    const n0 = t.statements.length;
    for (let i = 0; i < 200; i++) await t.app.inject({ url, headers: c ? { cookie: c } : {} });
    console.log(name, ((performance.now() - s) / 200).toFixed(2), 'ms', (t.statements.length - n0) / 200, 'stmts');
  }
  await t.close();
}, 120_000);
