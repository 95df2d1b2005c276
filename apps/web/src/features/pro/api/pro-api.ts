// Pro tier calls ("Upgrade to Pro", "Pro count"; docs/rules/game.md): the launch
// promotion's count, the self-service upgrade and the waitlist offered once it is exhausted.
import type {
  FreeUpgrades,
  UpgradeProResult,
  WaitlistJoinResult,
} from '@boldcall/shared/schemas/pro';
import { api } from '@/lib/api-client';

// Home's hero asks for the promotion's count: the schemas (and zod) load beside the request, not
// with the first load (docs/decisions/040).
const schemas = () => import('@boldcall/shared/schemas/pro');
const freeUpgradesSchema = () => schemas().then((m) => m.freeUpgradesSchema);
const upgradeProResultSchema = () => schemas().then((m) => m.upgradeProResultSchema);
const waitlistJoinResultSchema = () => schemas().then((m) => m.waitlistJoinResultSchema);

/** The server's code when the promotion has no free upgrade left. */
export const PROMOTION_EXHAUSTED = 'PROMOTION_EXHAUSTED';

export function fetchFreeUpgrades(signal?: AbortSignal): Promise<FreeUpgrades> {
  return api.get('/pro/free-upgrades', { signal, schema: freeUpgradesSchema });
}

export function upgradeToPro(): Promise<UpgradeProResult> {
  return api.post('/users/upgrade-pro', {}, { schema: upgradeProResultSchema });
}

export function joinWaitlist(email: string): Promise<WaitlistJoinResult> {
  return api.post(
    '/waitlist/join',
    { email, source: 'pro-upgrade' },
    { schema: waitlistJoinResultSchema },
  );
}
