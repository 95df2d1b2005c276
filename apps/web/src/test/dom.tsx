// Support for the web component tests (files with `// @vitest-environment happy-dom`): render a
// component with a fresh query client, act as a user (type, click), and answer `fetch` the way
// the API would. Only the network is replaced; the components, hooks, schemas and shared rules
// are the real ones.
import {
  notifyManager,
  QueryClient,
  QueryClientProvider,
  type QueryKey,
} from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, vi } from 'vitest';
// The API modules import their response schemas when they send a request (docs/decisions/040).
// Loaded here first, so that import is already done and settle()'s rounds go to the answers.
import '@boldcall/shared/schemas/predictions';
import '@boldcall/shared/schemas/pro';
import '@boldcall/shared/schemas/users';

// React reads this flag to know that updates are awaited with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The query client tells components about answers on a zero-delay timer by default; on the
// microtask queue here, so settle() does not depend on how fast the clock moves.
notifyManager.setScheduler(queueMicrotask);

export interface SentRequest {
  url: string;
  method: string;
  body: unknown;
}

/**
 * An API answer: `data` wrapped as the API wraps it, a whole `page` body as sent (a list with its
 * `nextCursor`), or an error body with its status.
 */
export type FakeAnswer =
  { data: unknown } | { page: unknown } | { status: number; code: string; message: string };

/** The server refusing a request: its status, error code and message. */
export const refusal = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  code,
  message,
});

/**
 * Answers `fetch` from `route(method, url)` and records every request. Undone after each test.
 */
export function fakeApi(route: (method: string, url: string) => FakeAnswer): SentRequest[] {
  const requests: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    requests.push({
      url: String(url),
      method,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = route(method, String(url));
    if ('data' in answer) return Response.json({ data: answer.data });
    if ('page' in answer) return Response.json(answer.page);
    return Response.json(
      { statusCode: answer.status, error: 'Error', code: answer.code, message: answer.message },
      { status: answer.status },
    );
  });
  return requests;
}

let mounted: { root: Root; host: HTMLElement } | null = null;

afterEach(() => {
  if (mounted) {
    const { root, host } = mounted;
    act(() => root.unmount());
    host.remove();
    mounted = null;
  }
  vi.unstubAllGlobals();
});

/** Renders `ui` with a query client that already holds `cached` (key, data) pairs. */
export async function render(
  ui: ReactNode,
  cached: ReadonlyArray<readonly [QueryKey, unknown]> = [],
): Promise<void> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted = { root, host };
  await act(async () =>
    root.render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  );
}

/** The page's text, white space folded (dialogs render into the body too). */
export const pageText = (within: ParentNode = document.body) =>
  (within.textContent ?? '').replace(/\s+/g, ' ');

/** The button whose text (or accessible label) is `name`. */
export function button(name: string, within: ParentNode = document.body): HTMLButtonElement {
  const found = [...within.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
}

/**
 * Types into an input or text area, or picks a select's option, as a user would (React listens
 * to the native input event, and to change on a select).
 */
export async function type(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
): Promise<void> {
  const proto =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : field instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  await act(async () => {
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
}

/**
 * Lets React and the query client settle (answers resolve on later ticks) until `check` holds;
 * fails after a bounded number of rounds rather than waiting on a clock.
 */
export async function settle(check: () => boolean, rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    if (check()) return;
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
  if (!check()) throw new Error('the page did not reach the expected state');
}
