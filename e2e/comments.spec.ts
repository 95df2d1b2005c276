// Comments on a call's page (docs/rules/comments.md): two players talk on a call; one @mentions the
// other through the picker (keyboard only), the other sees the comment arrive live and the
// mention in the bell; a reported comment reaches the admin's queue, where the admin bans its
// author from commenting (their next comment is refused with the server's message) and hides it. The
// thread at 360 px and in dark mode is screenshotted and axe finds nothing in it.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { ApiClient } from './support/api-client.ts';
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { axeInBothThemes } from './support/axe.ts';
import { serverWithAdmin, useTheme } from './support/world.ts';
import { expect, test } from './fixtures.ts';

const OUT = path.resolve(import.meta.dirname, '../screenshots/comments');
// A server of its own (its own admin): a PostgreSQL cluster first
const env = serverWithAdmin('cm_admin', 180_000);

/** A page of a player on the call's page, where its thread lives. */
async function openThread(browser: Browser, player: ApiClient, id: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, player);
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto(`${env.server.baseURL}/p/${id}`);
  await stream;
  await expect(thread(page)).toBeVisible();
  return page;
}

const thread = (page: Page) => page.getByRole('region', { name: /^Comments \(\d+\)$/ });

test('two players talk on a call, with a mention, live; an admin bans the author of a reported comment and hides it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000); // three browsers and a dozen steps on a busy machine
  const tag = Date.now() % 100_000;
  const amy = await signUpViaApi(env.server.baseURL, `amy_${tag}`);
  const ben = await signUpViaApi(env.server.baseURL, `ben_${tag}`);
  const callText = `The comments test call ${tag} comes true before next summer.`;
  const id = await createPredictionViaApi(amy, callText, { pointsWagered: 10 });
  const joined = await ben.post(`/api/predictions/${id}/join`, { data: { pointsWagered: 6 } });
  expect(joined.ok(), await joined.text()).toBe(true);

  const benPage = await openThread(browser, ben, id);
  await signInPage(page, amy);
  await page.goto(`${env.server.baseURL}/p/${id}`);
  await expect(page.getByRole('region', { name: 'Comments (0)' })).toBeVisible();

  // Amy writes, picking Ben from the @mention list with the keyboard.
  const box = thread(page).getByRole('textbox', { name: 'Add a comment' });
  await box.pressSequentially(`Told you so @ben_`);
  const options = page.getByRole('listbox', { name: 'Players to mention' });
  await expect(options.getByRole('option', { name: `ben_${tag}` })).toBeVisible();
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(box).toHaveValue(`Told you so @ben_${tag} `);
  await box.pressSequentially('see https://example.com/proof.');
  await thread(page).getByRole('button', { name: 'Post comment' }).click();
  const amyComment = thread(page).getByRole('article', { name: `Comment by amy_${tag}` });
  await expect(amyComment).toContainText('Creator · 10 pts');

  // Ben sees it without a reload, the mention as a link, and the mention in his bell.
  const onBen = thread(benPage).getByRole('article', { name: `Comment by amy_${tag}` });
  await expect(onBen).toBeVisible();
  await expect(onBen.getByRole('link', { name: `@ben_${tag}` })).toBeVisible();
  const link = onBen.getByRole('link', { name: 'https://example.com/proof' });
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  const bell = benPage.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(
    benPage.getByRole('dialog', { name: 'Notifications' }).getByText(/mentioned you on/),
  ).toBeVisible();
  await benPage.keyboard.press('Escape');

  // Ben replies; Amy sees the reply live, with Ben's side.
  await onBen.getByRole('button', { name: 'Reply' }).click();
  const replyBox = thread(benPage).getByRole('textbox', { name: `Reply to amy_${tag}` });
  await replyBox.fill('<script>alert(1)</script> No chance.\nSecond line.');
  await thread(benPage).getByRole('button', { name: 'Reply', exact: true }).last().click();
  const benReply = thread(page).getByRole('article', { name: `Comment by ben_${tag}` });
  await expect(benReply).toContainText('Joined · 6 pts');
  await expect(benReply).toContainText('<script>alert(1)</script> No chance.');

  // Screenshots of the thread at 360 px, light and dark; axe on it in both themes.
  await benPage.setViewportSize({ width: 360, height: 800 });
  await expect(thread(benPage).getByText('No chance.')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(benPage, theme);
    await thread(benPage).screenshot({
      path: path.join(OUT, `thread-360-${theme}.png`),
      animations: 'disabled',
    });
  }
  await useTheme(benPage, 'light');
  expect(await axeInBothThemes(benPage, `[data-comment-thread="${id}"]`)).toEqual([]);

  // Ben reports Amy's comment; the admin hides it from the queue; Ben sees the placeholder live.
  await onBen.getByRole('button', { name: 'Report' }).click();
  await onBen
    .getByRole('textbox', { name: 'Why are you reporting this comment?' })
    .fill('Gloating');
  await onBen.getByRole('button', { name: 'Send report' }).click();
  await expect(onBen.getByText('Reported. Thank you.')).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInPage(adminPage, env.admin);
  await adminPage.goto(`${env.server.baseURL}/admin`);
  const report = adminPage.getByRole('listitem', { name: `Report of a comment by amy_${tag}` });
  await expect(report).toContainText('Gloating');
  await expect(report).toContainText(callText);

  // The admin bans Amy from commenting from the queue (asked first, told by a toast); the row then
  // offers to lift it. Axe finds nothing in the confirmation nor in the queue.
  await report.getByRole('button', { name: 'Ban from comments' }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: `Ban amy_${tag} from comments?` });
  await expect(confirm).toBeVisible();
  expect(await axeInBothThemes(adminPage, '[role="alertdialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Ban from comments' }).click();
  await expect(adminPage.getByText(`amy_${tag} can no longer comment.`)).toBeVisible();
  await expect(report.getByRole('button', { name: 'Lift comment ban' })).toBeVisible();
  await expect(report).toContainText('Author banned from comments');
  expect(await axeInBothThemes(adminPage, '[aria-labelledby="comment-reports-heading"]')).toEqual(
    [],
  );

  // Amy's next comment is refused with the server's message, shown in the comment form.
  const amyBox = thread(page).getByRole('textbox', { name: 'Add a comment' });
  await amyBox.fill('Am I still allowed to talk?');
  await thread(page).getByRole('button', { name: 'Post comment' }).click();
  await expect(thread(page).getByRole('alert')).toHaveText(
    'An admin has stopped you from commenting.',
  );
  await expect(amyBox).toHaveValue('Am I still allowed to talk?');

  await report.getByRole('button', { name: 'Hide comment' }).click();
  await expect(report).toBeHidden();
  await expect(onBen.getByText('Hidden by a moderator.')).toBeVisible();
  const audit = await (await env.admin.get('/api/admin/audit')).json();
  expect(audit.data[0]).toMatchObject({ action: 'comment.hide', targetType: 'comment' });

  await adminContext.close();
  await benPage.context().close();
});
