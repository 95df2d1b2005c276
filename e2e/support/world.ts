/// <reference lib="dom" />
// A small world for the page-wide checks (layout, accessibility, focus, screenshots): a visitor,
// a player and an admin, predictions by someone else (so cards show Join and Interact) and by
// the player (Edit), and the list of pages to visit. Made through the real API on the product brief
// file's own server (`startWorld`): sign-ups are rate limited per address, so the shared test
// server is left to the other specs. A spec that needs only a server of its own and its admin
// takes `serverWithAdmin`.
import { CLIENT_ROUTES } from '@boldcall/shared/routes';
import type { Page } from '@playwright/test';
import type { ApiClient } from './api-client.ts';
import { createPredictionViaApi, signInPage, signUpViaApi } from './accounts.ts';
import { startAppServer, type AppServer } from './app-server.ts';
import { forTheFile } from './per-file.ts';
import { expect, test } from '../fixtures.ts';

export const ADMIN_USERNAME = 'e2e_admin';

export type Role = 'visitor' | 'player' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'player', 'admin'];

export interface World {
  player: { username: string; api: ApiClient };
  admin: { username: string; api: ApiClient };
  rival: { username: string; api: ApiClient };
}

/** A name no other spec file, project or run uses (letters and digits only). */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A server of its own (admin: e2e_admin) and the world on it; stop the server in afterAll. */
export async function startWorld(tag: string): Promise<{ server: AppServer; world: World }> {
  const server = await startAppServer({ ADMIN_USERNAMES: ADMIN_USERNAME });
  return { server, world: await makeWorld(server.baseURL, tag) };
}

/**
 * For a spec file: one server and world per project, started before its tests (which then run in
 * order in one worker) and stopped after them. Read `server` and `world` inside the tests.
 */
export function worldPerProject(tag: string): { server: AppServer; world: World } {
  test.describe.configure({ mode: 'default' });
  return forTheFile(
    (info) => {
      info.setTimeout(150_000);
      return startWorld(`${tag}${info.project.name.slice(0, 1)}`);
    },
    ({ server }) => server.stop(),
  );
}

/**
 * For a spec file: a server of its own whose admin is `adminName` (signed up through the API),
 * started before the file's tests and stopped after them; `setupTimeout` (ms) for a slow start.
 * Read `server` and `admin` inside the tests.
 */
export function serverWithAdmin(
  adminName: string,
  setupTimeout?: number,
): { server: AppServer; admin: ApiClient } {
  return forTheFile(
    async (info) => {
      if (setupTimeout !== undefined) info.setTimeout(setupTimeout);
      const server = await startAppServer({ ADMIN_USERNAMES: adminName });
      try {
        return { server, admin: await signUpViaApi(server.baseURL, adminName) };
      } catch (error) {
        await server.stop();
        throw error;
      }
    },
    ({ server }) => server.stop(),
  );
}

export async function makeWorld(baseURL: string, tag: string): Promise<World> {
  const admin = await signUpViaApi(baseURL, ADMIN_USERNAME);
  const playerName = uniqueName(`${tag}_p`);
  const rivalName = uniqueName(`${tag}_r`);
  const player = await signUpViaApi(baseURL, playerName);
  const rival = await signUpViaApi(baseURL, rivalName);
  await createPredictionViaApi(
    rival,
    'The Kansas City Chiefs win the Super Bowl by more than ten points next February',
    { category: 'sports', pointsWagered: 10 },
  );
  await createPredictionViaApi(rival, 'Apple ships a foldable iPhone before the end of next year', {
    category: 'technology',
  });
  await createPredictionViaApi(player, 'A spacecraft lands on Mars with people aboard', {
    category: 'science',
  });
  // The same call as the rival's, for the admin's Merge tab.
  await createPredictionViaApi(player, 'Apple ships a foldable iPhone next year', {
    category: 'technology',
  });
  return {
    player: { username: playerName, api: player },
    admin: { username: ADMIN_USERNAME, api: admin },
    rival: { username: rivalName, api: rival },
  };
}

/**
 * Every page of the app, from the router's list of client routes plus a public profile and an
 * unknown path; new routes in CLIENT_ROUTES are checked without touching the specs.
 */
export function allPages(world: World): string[] {
  return [...CLIENT_ROUTES, `/u/${encodeURIComponent(world.rival.username)}`, '/no-such-page'];
}

export async function signInAs(page: Page, world: World, role: Role): Promise<void> {
  await withoutTransitions(page);
  await page.context().clearCookies();
  if (role !== 'visitor') await signInPage(page, world[role].api);
}

/**
 * The longest balance the header must fit ("999,999 pts"): the real /api/users/me answer with a
 * six-digit balance.
 */
export async function withLongestBalance(page: Page): Promise<void> {
  await page.route('**/api/users/me', async (route) => {
    // route.fetch may reuse a keep-alive socket the server has just closed as idle (its
    // keepAliveTimeout): a browser retries such a reset by itself, route.fetch does not.
    const response = await route.fetch().catch(() => route.fetch());
    const body = await response.json();
    if (body?.data) body.data.points = 999_999;
    await route.fulfill({ response, json: body });
  });
}

/**
 * Waits until the app has started on the page (`html[data-ready]`): the server's HTML shows
 * before that, without handlers, timers or the app's clock.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('html[data-ready]')).toHaveCount(1, { timeout: 15_000 });
}

/** Waits until the page has drawn its content: a level-1 heading and no loading skeleton. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  // Server-rendered pages take clicks once React has hydrated them.
  await appStarted(page);
  await expect(page.locator('div[aria-hidden="true"].animate-pulse')).toHaveCount(0, {
    timeout: 15_000,
  });
}

export type LayoutReport = {
  viewport: number;
  documentWidth: number;
  /** Elements reaching past the right edge (tag.class and their right edge). */
  offenders: string[];
  /** Header controls (links and buttons) not wholly inside the viewport. */
  headerOutside: string[];
};

/** Measures horizontal overflow and whether every visible header control is on screen. */
export function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const offenders: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      // Only the outermost offender of a branch, and not what a scroll box clips.
      if (
        r.right > viewport + 1 &&
        !(el.parentElement && offenders.includes(name(el.parentElement)))
      ) {
        let clipped = false;
        for (let p = el.parentElement; p; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') {
            if (p.getBoundingClientRect().right <= viewport + 1) clipped = true;
            break;
          }
        }
        if (!clipped) offenders.push(`${name(el)} → ${Math.round(r.right)}`);
      }
    }
    const header = document.querySelector('body > div header, header');
    const headerOutside = [...(header?.querySelectorAll('a, button') ?? [])]
      .filter(visible)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < -1 || r.right > viewport + 1;
      })
      .map(name);
    return {
      viewport,
      documentWidth: document.documentElement.scrollWidth,
      offenders: offenders.slice(0, 8),
      headerOutside,
    };
  });
}

/** Follows the system theme (nothing stored), so emulating the colour scheme switches it. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/**
 * No CSS transitions or animations: checks read the end state at once (reduced motion alone
 * still leaves 0.01 ms animations, which a check can catch half-way).
 */
export async function withoutTransitions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const add = () => {
      const style = document.createElement('style');
      style.textContent =
        '*,*::before,*::after{transition:none!important;animation:none!important}';
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add);
  });
}
