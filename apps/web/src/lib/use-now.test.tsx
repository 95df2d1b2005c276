// @vitest-environment happy-dom
// The shared minute clock when the page hydrates server HTML: it starts at the server render's
// time, so hydrating does not end in a second, synchronous render of every time label; it
// catches up at the next tick, or at once when the server's time is too far off to wait.
import { act, Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydration } from '@/lib/hydration';
import { startClockAt, useNow } from '@/lib/use-now';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Clock() {
  return <p>{useNow()}</p>;
}
/** Each commit of the clock's tree: the hydration, then one per change of time. */
const commits = vi.fn();
const page = (
  <Profiler id="clock" onRender={commits}>
    <Clock />
  </Profiler>
);

let root: Root | undefined;
let container: HTMLElement;

/** Server HTML rendered at `serverNow`, hydrated the way main.tsx hydrates it. */
async function hydrateAt(serverNow: number) {
  hydration.now = serverNow;
  hydration.fromServer = true;
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  commits.mockClear();
  startClockAt(serverNow);
  await act(async () => {
    root = hydrateRoot(container, page);
  });
}

const shown = () => Number(container.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  hydration.now = null;
  hydration.fromServer = false;
  vi.useRealTimers();
});

describe('useNow while hydrating server HTML', () => {
  it("keeps the server's time through hydration and takes the real time at the next tick", async () => {
    const serverNow = Date.now() - 5_000;
    await hydrateAt(serverNow);
    expect(shown()).toBe(serverNow);
    expect(commits).toHaveBeenCalledTimes(1);

    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(shown()).toBe(Date.now());
    expect(commits).toHaveBeenCalledTimes(2);
  });

  it("catches up at once when the server's time is too far off for the labels", async () => {
    const serverNow = Date.now() - 10 * 60_000;
    await hydrateAt(serverNow);
    expect(shown()).toBe(Date.now());
  });
});
