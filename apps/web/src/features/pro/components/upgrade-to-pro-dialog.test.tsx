// @vitest-environment happy-dom
// Upgrade to Pro, rendered in a DOM: Upgrade sends the self-service request and the welcome shows
// the new balance; a refusal shows the server's message; an exhausted promotion (refused with
// its code) turns the dialog into the waitlist, which sends the e-mail. Only `fetch` is replaced.
import { PRO_MSG } from '@boldcall/shared/schemas/pro';
import type { FreeUpgrades } from '@boldcall/shared/schemas/pro';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { dialog, dialogText as text } from '@/test/dialog';
import { button as buttonIn, click, fakeApi, render, settle, type, refusal } from '@/test/dom';
import type { FakeAnswer, SentRequest } from '@/test/dom';
import { player as playerFixture } from '@/test/fixtures';
import { UpgradeToProDialog } from './upgrade-to-pro-dialog';

const player = playerFixture({ username: 'hopeful', email: 'hopeful@example.com', points: 40 });
const free: FreeUpgrades = {
  proUserCount: 12,
  remainingFreeUpgrades: 88,
  maxFreeUpgrades: 100,
  freeUpgradesAvailable: true,
};

let requests: SentRequest[];
let upgradeAnswer: FakeAnswer;

beforeEach(() => {
  upgradeAnswer = {
    data: {
      user: { ...player, isPro: true, points: 500, proUpgradedAt: '2026-11-27T19:00:00.000Z' },
      freeUpgrades: { ...free, remainingFreeUpgrades: 87 },
    },
  };
  requests = fakeApi((method, url) => {
    if (url === '/api/users/upgrade-pro') return upgradeAnswer;
    if (url === '/api/waitlist/join') {
      return {
        data: { email: player.email, alreadyJoined: false, joinedAt: '2026-11-27T19:00:00Z' },
      };
    }
    if (url === '/api/pro/free-upgrades') return { data: free };
    if (url === '/api/users/me') return { data: player };
    return { data: [] };
  });
});

const open = () =>
  render(<UpgradeToProDialog open onOpenChange={() => {}} onRequireSignIn={() => {}} />, [
    [queryKeys.currentUser, player],
    [queryKeys.pro.freeUpgrades, free],
  ]);

const posts = () => requests.filter((r) => r.method === 'POST');

describe('Upgrade to Pro', () => {
  it('shows the free upgrades left, sends the upgrade and welcomes with the new balance', async () => {
    await open();
    expect(text()).toContain('88 free upgrades left.');
    await click(buttonIn('Upgrade for free', dialog()));
    await settle(() => text().includes('Welcome to Pro, hopeful!'));
    expect(text()).toContain('Your balance is now 500 points.');
    expect(posts()).toEqual([{ url: '/api/users/upgrade-pro', method: 'POST', body: {} }]);
  });

  it("shows the server's refusal and keeps the Upgrade button", async () => {
    upgradeAnswer = refusal(403, 'EMAIL_NOT_VERIFIED', 'Verify your e-mail first');
    await open();
    await click(buttonIn('Upgrade for free', dialog()));
    await settle(() => text().includes('Verify your e-mail first'));
    expect(buttonIn('Upgrade for free', dialog()).disabled).toBe(false);
    expect(text()).not.toContain('Welcome to Pro');
  });

  it('turns into the waitlist when the promotion is exhausted, and sends the e-mail', async () => {
    upgradeAnswer = refusal(409, 'PROMOTION_EXHAUSTED', PRO_MSG.promotionExhausted);
    await open();
    await click(buttonIn('Upgrade for free', dialog()));
    await settle(() => text().includes(PRO_MSG.promotionExhausted));
    const email = dialog().querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(email.value).toBe('hopeful@example.com');
    await type(email, 'other@example.com');
    await click(buttonIn('Join the waitlist', dialog()));
    await settle(() => text().includes(PRO_MSG.waitlistJoined));
    expect(posts().at(-1)).toEqual({
      url: '/api/waitlist/join',
      method: 'POST',
      body: { email: 'other@example.com', source: 'pro-upgrade' },
    });
  });
});
