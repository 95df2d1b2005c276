// @vitest-environment happy-dom
// The iOS install prompt's 2 s, on a fake clock: they count from the moment the page knew of the
// player's first success (the page opened with it, or it happened during the visit), not from
// when the prompt's own code arrived, which a slow network delays.
import { IOS_INSTALL_PROMPT_DELAY_MS } from '@boldcall/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/**
 * A page load: the modules evaluated afresh (they read the device's storage when they start), and
 * a way to mount the prompt's hook later, as the lazily loaded banner does.
 */
async function openPage() {
  vi.resetModules();
  const React = await import('react');
  const { act } = React;
  const { createRoot } = await import('react-dom/client');
  const firstSuccess = await import('@/lib/first-success');
  const { useInstallPrompt } = await import('./install-prompt');
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  function Probe() {
    return <p>{useInstallPrompt().kind}</p>;
  }
  return {
    /** The player's first success, during the visit. */
    succeed: () => act(() => firstSuccess.markFirstSuccess()),
    mountPrompt: () => act(() => root.render(<Probe />)),
    /** Moves the clock, running what falls due (React's updates inside act). */
    wait: (ms: number) => act(() => void vi.advanceTimersByTime(ms)),
    prompt: () => host.textContent,
    close: () => act(() => root.unmount()),
  };
}

type Page = Awaited<ReturnType<typeof openPage>>;

/** The prompt stays hidden until `ms` from now, then shows. */
async function expectShownAfter(page: Page, ms: number) {
  await page.wait(ms - 1);
  expect(page.prompt()).toBe('none');
  await page.wait(1);
  expect(page.prompt()).toBe('ios');
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.UTC(2026, 5, 1) });
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the iOS prompt', () => {
  it('counts its 2 s from the page opening, however late its code arrives', async () => {
    localStorage.setItem('boldcall.first-success', '2026-05-01T00:00:00Z');
    const page = await openPage();
    await page.wait(IOS_INSTALL_PROMPT_DELAY_MS - 500); // the banner's code is still loading
    await page.mountPrompt();
    expect(page.prompt()).toBe('none');
    await expectShownAfter(page, 500);
    await page.close();
  });

  it('shows at once when its code arrives after the 2 s', async () => {
    localStorage.setItem('boldcall.first-success', '2026-05-01T00:00:00Z');
    const page = await openPage();
    await page.wait(IOS_INSTALL_PROMPT_DELAY_MS + 500);
    await page.mountPrompt();
    expect(page.prompt()).toBe('ios');
    await page.close();
  });

  it('waits 2 s after a first success made during the visit', async () => {
    const page = await openPage();
    await page.mountPrompt();
    await page.wait(10_000);
    expect(page.prompt()).toBe('none'); // no success yet: no prompt, however long the visit
    await page.succeed();
    expect(page.prompt()).toBe('none');
    await expectShownAfter(page, IOS_INSTALL_PROMPT_DELAY_MS);
    await page.close();
  });

  it('does not come back once dismissed', async () => {
    localStorage.setItem('boldcall.first-success', '2026-05-01T00:00:00Z');
    localStorage.setItem('boldcall.install-prompt.ios-dismissed', '2026-05-02T00:00:00Z');
    const page = await openPage();
    await page.mountPrompt();
    await page.wait(IOS_INSTALL_PROMPT_DELAY_MS * 2);
    expect(page.prompt()).toBe('none');
    await page.close();
  });
});
