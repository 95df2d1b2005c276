// The four stat cards of a profile: Points, Accuracy (correct ÷ resolved as a
// rounded percent, 0 when none — rules/accuracy.ts, computed by the server), Total Predictions
// and Correct.
import type { PublicProfile } from '@boldcall/shared/schemas/users';
import { CircleCheck, Coins, ListChecks, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

type StatCard = {
  label: string;
  icon: LucideIcon;
  tone: string;
  value: (p: PublicProfile) => string;
  hint: (p: PublicProfile) => string;
};

const CARDS: StatCard[] = [
  {
    label: 'Points',
    icon: Coins,
    tone: 'bg-volt-400 text-volt-950',
    value: (p) => formatNumber(p.points),
    hint: (p) =>
      p.rank !== null
        ? `Rank #${formatNumber(p.rank)}`
        : `Not ranked yet: ${formatNumber(p.callsToRank)} more resolved to go`,
  },
  {
    label: 'Accuracy',
    icon: Target,
    tone: 'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200',
    value: (p) => `${p.accuracy}%`,
    hint: (p) =>
      p.resolvedPredictions > 0
        ? `${formatNumber(p.correctPredictions)} of ${formatNumber(p.resolvedPredictions)} resolved`
        : 'Nothing resolved yet',
  },
  {
    label: 'Total Predictions',
    icon: ListChecks,
    tone: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200',
    // The count of the predictions list below: every position held.
    value: (p) => formatNumber(p.positionCount),
    hint: () => 'Made, joined, jumped on or bet against',
  },
  {
    label: 'Correct',
    icon: CircleCheck,
    tone: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
    value: (p) => formatNumber(p.correctPredictions),
    hint: (p) => `${formatNumber(p.incorrectPredictions)} incorrect`,
  },
];

const gridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';
const cardClasses = 'rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5';

/**
 * `heldBonus`: the signed-in player's own jump-on bonuses held until their calls resolve, shown
 * under Points (not part of it); other players' profiles leave it out.
 */
export function ProfileStats({
  profile,
  heldBonus = 0,
}: {
  profile: PublicProfile;
  heldBonus?: number;
}) {
  return (
    <dl aria-label="Stats" className={gridClasses}>
      {CARDS.map(({ label, icon: Icon, tone, value, hint }) => (
        <div key={label} className={cn(cardClasses, 'flex flex-col')}>
          <dt className="flex items-center gap-2.5 text-sm font-semibold text-ink-muted">
            <span className={cn('grid size-8 shrink-0 place-items-center rounded-xl', tone)}>
              <Icon aria-hidden="true" className="size-4" strokeWidth={2.5} />
            </span>
            {label}
          </dt>
          <dd className="mt-3 text-3xl font-black tracking-tight tabular-nums sm:text-4xl">
            {value(profile)}
          </dd>
          <dd className="mt-1 text-xs font-medium text-ink-muted sm:text-sm">{hint(profile)}</dd>
          {label === 'Points' && heldBonus > 0 ? (
            <dd className="mt-1 text-xs font-semibold text-ink-muted tabular-nums sm:text-sm">
              +{formatNumber(heldBonus)} pending bonus
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

export function ProfileStatsSkeleton() {
  return (
    <div role="status" aria-label="Loading stats" className={gridClasses}>
      {CARDS.map(({ label }) => (
        <div key={label} className={cn(cardClasses, 'flex flex-col gap-3')}>
          <div aria-hidden="true" className="flex items-center gap-2.5">
            <div className="size-8 animate-pulse rounded-xl bg-subtle" />
            <div className="h-4 w-20 animate-pulse rounded-lg bg-subtle" />
          </div>
          <div aria-hidden="true" className="h-9 w-24 animate-pulse rounded-xl bg-subtle" />
          <div aria-hidden="true" className="h-3 w-28 animate-pulse rounded-lg bg-subtle" />
        </div>
      ))}
    </div>
  );
}
