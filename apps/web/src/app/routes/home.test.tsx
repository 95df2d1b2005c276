// @vitest-environment happy-dom
// Home as a visitor first sees it, rendered through the app's own layout and routes in a memory
// router (the app uses a browser router over the same route objects): the first calls' texts and
// the sign-up call to action, with no console error. Only `fetch` is replaced.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layout';
import { AuthDialogProvider } from '@/features/auth/components/auth-dialog-provider';
import { ThemeProvider } from '@/lib/theme';
import { button, click, fakeApi, pageText, render, settle, type SentRequest } from '@/test/dom';
import { player, prediction } from '@/test/fixtures';
import { HomeRoute } from './home';

const calls = [
  prediction({ id: 'p-1', predictionId: 'p-1', text: 'The Chiefs win the Super Bowl this season' }),
  prediction({
    id: 'p-2',
    predictionId: 'p-2',
    username: 'techie',
    category: 'technology',
    sports: [],
    text: 'A foldable phone outsells the flagship slab by next summer',
  }),
];

let requests: SentRequest[];
let consoleErrors: unknown[][];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  requests = fakeApi((_method, url) => {
    const path = url.split('?')[0];
    // A visitor: the API answers null rather than a 401 (lib/current-user.ts).
    if (path === '/api/users/me') return { data: null };
    if (path === '/api/predictions') return { page: { data: calls, nextCursor: null } };
    if (path === '/api/stats') {
      return { data: { totalPredictions: 2, correctPredictions: 0, totalUsers: 2, accuracy: 0 } };
    }
    return { page: { data: [], nextCursor: null } };
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderHome() {
  const router = createMemoryRouter(
    [{ Component: AppLayout, children: [{ index: true, Component: HomeRoute }] }],
    { initialEntries: ['/'] },
  );
  await render(
    <ThemeProvider>
      <AuthDialogProvider>
        <RouterProvider router={router} />
      </AuthDialogProvider>
    </ThemeProvider>,
  );
}

describe('Home, as a visitor', () => {
  it('shows the first calls and the sign-up call to action, without console errors', async () => {
    await renderHome();
    await settle(() => pageText().includes(calls[1]!.text));
    const main = document.querySelector('main') ?? document.body;
    expect(pageText(main)).toContain('The Chiefs win the Super Bowl this season');
    expect(pageText(main)).toContain('A foldable phone outsells the flagship slab by next summer');
    expect(pageText(main)).toContain('Make the bold call.');
    const signUp = [...main.querySelectorAll('button')].filter(
      (b) => b.textContent?.trim() === 'Sign up',
    );
    expect(signUp.length).toBeGreaterThan(0);
    expect(requests.map((r) => r.url.split('?')[0])).toContain('/api/predictions');
    expect(consoleErrors).toEqual([]);
  });
});

describe('Home, as a player', () => {
  it("votes from a card: the card's vote buttons wait, then show the new tally", async () => {
    let voted = false;
    const afterVote = () =>
      voted ? { ...calls[0]!, votes: { up: 1, down: 0, userVote: 'up' as const } } : calls[0]!;
    let answerVote: (() => void) | null = null;
    const voteAnswered = new Promise<void>((resolve) => {
      answerVote = resolve;
    });
    requests = fakeApi((method, url) => {
      const path = url.split('?')[0];
      if (path === '/api/users/me') return { data: player() };
      if (method === 'POST' && path === '/api/predictions/p-1/vote') {
        voted = true;
        return { data: afterVote() };
      }
      if (path === '/api/predictions') {
        return { page: { data: [afterVote(), calls[1]], nextCursor: null } };
      }
      return { page: { data: [], nextCursor: null } };
    });
    // The vote's answer waits until the test has seen the buttons wait.
    const fetchNow = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (init.method === 'POST') await voteAnswered;
      return fetchNow(url, init);
    });
    await renderHome();
    await settle(
      () => pageText().includes('Welcome back, joiner') && pageText().includes('Vote up'),
    );
    const article = () => document.getElementById('prediction-p-1-text')!.closest('article')!;

    await click(button('Vote up (0 up votes)', article()));
    await settle(() => button('Vote up (0 up votes)', article()).disabled);
    expect(button('Vote down (0 down votes)', article()).disabled).toBe(true);
    expect(
      button(
        'Vote up (0 up votes)',
        document.getElementById('prediction-p-2-text')!.closest('article')!,
      ).disabled,
    ).toBe(false);

    answerVote!();
    await settle(() => !pageText(article()).includes('Vote up'));
    expect(pageText(article())).toContain('1 up vote');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { url: '/api/predictions/p-1/vote', method: 'POST', body: { voteType: 'up' } },
    ]);
    expect(consoleErrors).toEqual([]);
  });
});
