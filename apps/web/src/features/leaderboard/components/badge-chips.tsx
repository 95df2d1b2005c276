// A player's badges ("Leaderboard", docs/rules/game.md), labelled with the shared badgeLabel.
import {
  BADGE_ACCURATE_MIN_ACCURACY,
  BADGE_ACCURATE_MIN_RESOLVED,
  BADGE_PROLIFIC_MIN_PREDICTIONS,
  BADGE_STREAK_LENGTH,
  RANKED_MIN_RESOLVED,
} from '@boldcall/shared/constants';
import { badgeLabel } from '@boldcall/shared/rules/badges';
import { Flame, Layers, Sprout, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Badge, ProBadge } from '@/components/ui/badge';
import type { BadgeVariant } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const BADGE_LOOK: Record<string, { variant: BadgeVariant; icon: LucideIcon; title: string }> = {
  newcomer: {
    variant: 'neutral',
    icon: Sprout,
    title: `Fewer than ${RANKED_MIN_RESOLVED} resolved predictions`,
  },
  accurate: {
    variant: 'success',
    icon: Target,
    title: `At least ${Math.round(BADGE_ACCURATE_MIN_ACCURACY * 100)}% accuracy over ${BADGE_ACCURATE_MIN_RESOLVED} resolved predictions`,
  },
  prolific: {
    variant: 'brand',
    icon: Layers,
    title: `At least ${BADGE_PROLIFIC_MIN_PREDICTIONS} predictions made or joined`,
  },
  streak: {
    variant: 'warning',
    icon: Flame,
    title: `The last ${BADGE_STREAK_LENGTH} resolved predictions were all correct`,
  },
};

type BadgeChipsProps = {
  badges: readonly string[];
  /** The PRO mark already shows beside the name: leave its chip out. */
  hidePro?: boolean;
  className?: string;
};

export function BadgeChips({ badges, hidePro = false, className }: BadgeChipsProps) {
  const shown = badges.filter((badge) => !(hidePro && badge === 'pro'));
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Badges" className={cn('flex flex-wrap items-center gap-1', className)}>
      {shown.map((badge) => {
        if (badge === 'pro') {
          return (
            <li key={badge}>
              <ProBadge />
            </li>
          );
        }
        const look = BADGE_LOOK[badge];
        return (
          <li key={badge}>
            <Badge
              variant={look?.variant ?? 'neutral'}
              icon={look?.icon}
              title={look?.title}
              className="px-2 text-xs"
            >
              {badgeLabel(badge)}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
