// The four stat cards of a profile: Points, Accuracy (correct ÷ resolved as a
// rounded percent, 0 when none — rules/accuracy.ts, computed by the server), Total Predictions
// and Correct.
import type { PublicProfile } from '@boldcall/shared/schemas/users';
import { CircleCheck, Coins, ListChecks, Target } from 'lucide-react';
import { FigureGrid, type Figure } from '@/components/ui/figure-grid';
import { TILE_TONES } from '@/components/ui/icon-tile';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** The cards, from a profile. */
function figures(p: PublicProfile, heldBonus: number): Figure[] {
  return [
    {
      label: 'Points',
      icon: Coins,
      tone: TILE_TONES.volt,
      value: formatNumber(p.points),
      hint:
        p.rank !== null
          ? `Rank #${formatNumber(p.rank)}`
          : `Not ranked yet: ${formatNumber(p.callsToRank)} more resolved to go`,
      note: heldBonus > 0 ? `+${formatNumber(heldBonus)} pending bonus` : undefined,
    },
    {
      label: 'Accuracy',
      icon: Target,
      tone: TILE_TONES.brand,
      value: `${p.accuracy}%`,
      hint:
        p.resolvedPredictions > 0
          ? `${formatNumber(p.correctPredictions)} of ${formatNumber(p.resolvedPredictions)} resolved`
          : 'Nothing resolved yet',
    },
    {
      label: 'Total Predictions',
      icon: ListChecks,
      tone: TILE_TONES.sky,
      // The count of the predictions list below: every position held.
      value: formatNumber(p.positionCount),
      hint: 'Made, joined, jumped on or bet against',
    },
    {
      label: 'Correct',
      icon: CircleCheck,
      tone: TILE_TONES.green,
      value: formatNumber(p.correctPredictions),
      hint: `${formatNumber(p.incorrectPredictions)} incorrect`,
    },
  ];
}
const CARD_COUNT = 4;

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
  return <FigureGrid label="Stats" figures={figures(profile, heldBonus)} wide />;
}

export function ProfileStatsSkeleton() {
  return (
    <div role="status" aria-label="Loading stats" className={gridClasses}>
      {Array.from({ length: CARD_COUNT }, (_, i) => (
        <div key={i} className={cn(cardClasses, 'flex flex-col gap-3')}>
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
