// Avatar generator (docs/rules/avatar.md): from the profile, upload a photo, choose a style,
// watch the progress, compare before and after, use it, and see it in the navigation. A file
// that only claims to be a PNG comes back to the style step with the server's error.
import sharp from 'sharp';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { expect, test } from './fixtures.ts';

/** The e2e project has no DOM types: what we read from an <img>. */
type LoadedImage = { complete: boolean; naturalWidth: number };

/** A small portrait-like JPEG drawn with sharp. */
async function testPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">
    <rect width="480" height="600" fill="#5b8bd9"/>
    <ellipse cx="240" cy="600" rx="200" ry="150" fill="#2d5d3b"/>
    <ellipse cx="240" cy="290" rx="120" ry="150" fill="#e8b48f"/>
    <path d="M120 260 Q130 130 240 128 Q350 130 360 260 Q330 180 240 180 Q150 180 120 260Z" fill="#3b2414"/>
    <circle cx="195" cy="285" r="12" fill="#223"/><circle cx="285" cy="285" r="12" fill="#223"/>
    <path d="M200 370 Q240 400 280 370" stroke="#9c3b3b" stroke-width="9" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('upload a photo, generate a style, use it, see it in the navigation', async ({
  page,
  baseURL,
}, testInfo) => {
  // Sign-up, image generation and two image downloads: more than the default budget on a busy
  // two-core machine.
  test.slow();
  const username = `av_${testInfo.project.name}`;
  const api = await signUpViaApi(baseURL!, username);
  await signInPage(page, api);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();

  await page.getByRole('button', { name: 'Change avatar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Upload a photo' })).toBeVisible();
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();

  // A text file named .png passes the browser's type check; the server reads its content.
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'not-a-photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is only text\n'.repeat(20)),
  });
  await next.click();
  await dialog.locator('label').filter({ hasText: 'Cartoon' }).click();
  await expect(dialog.getByRole('radio', { name: /Cartoon/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Generate Avatar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please upload an image file');
  await expect(dialog.getByRole('heading', { name: 'Choose a style' })).toBeVisible();

  // Back to step 1 with a real photo, which shows as a preview.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await fileInput.setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await testPhoto(),
  });
  await expect(dialog.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await next.click();

  // Hold the answer until the progress step has been seen (no timing guesses).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/generate-avatar', async (route) => {
    await released;
    await route.continue();
  });
  await dialog.locator('label').filter({ hasText: 'Cyberpunk' }).click();
  await expect(dialog.getByRole('radio', { name: /Cyberpunk/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Generate Avatar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Generating your avatar' })).toBeVisible();
  await expect(dialog.getByText('This usually takes 10-30 seconds.').first()).toBeVisible();
  release();

  // Before and after.
  await expect(dialog.getByRole('heading', { name: 'Your new avatar' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByText('Before')).toBeVisible();
  await expect(dialog.getByText('After · Cyberpunk')).toBeVisible();
  const after = dialog.getByRole('img', { name: 'Your Cyberpunk avatar' });
  await expect(after).toBeVisible();
  await expect
    .poll(() =>
      after.evaluate(
        (img) =>
          (img as unknown as LoadedImage).complete && (img as unknown as LoadedImage).naturalWidth,
      ),
    )
    .toBe(1024);
  await expect(dialog.getByRole('button', { name: 'Try Different Style' })).toBeVisible();

  const used = page.waitForResponse(
    (res) => res.url().endsWith('/api/users/me/avatar') && res.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Use This Avatar' }).click();
  const thumbnail = ((await (await used).json()) as { data: { avatar: string } }).data.avatar;
  expect(thumbnail).toMatch(/^\/api\/avatars\/[a-f0-9]{32}\.webp$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Avatar updated!')).toBeVisible();

  // The profile header and the navigation show the new picture.
  const pictures = page.locator(`img[src="${thumbnail}"]`);
  await expect(page.getByRole('button', { name: 'Change avatar' }).locator('img')).toHaveAttribute(
    'src',
    thumbnail,
  );
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').locator(`img[src="${thumbnail}"]`)).toBeVisible();
  } else {
    // Up to 2xl the header folds the account into a menu button; from 2xl it links the profile.
    const header = page.getByRole('banner');
    const account =
      (page.viewportSize()?.width ?? 0) >= 1536
        ? header.getByRole('link', { name: username })
        : header.getByRole('button', { name: `Account menu for ${username}` });
    await expect(account.locator(`img[src="${thumbnail}"]`)).toBeVisible();
  }
  await expect
    .poll(() =>
      pictures.evaluateAll((imgs) =>
        imgs.every((img) => (img as unknown as LoadedImage).naturalWidth === 256),
      ),
    )
    .toBe(true);
});
