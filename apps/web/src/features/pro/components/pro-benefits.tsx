// What Pro brings ("Pro"), with the numbers from the shared constants.
import { PRO_MONTHLY_REFRESH_POINTS, PRO_POINTS } from '@boldcall/shared/constants';
import { CalendarSync, Coins, Crown, Users } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export const PRO_BENEFITS = [
  {
    icon: Coins,
    title: `${formatNumber(PRO_POINTS)} points on upgrade`,
    text: `Your balance is topped up to ${formatNumber(PRO_POINTS)} points right away.`,
  },
  {
    icon: CalendarSync,
    title: `${formatNumber(PRO_MONTHLY_REFRESH_POINTS)}-point monthly refresh`,
    text: `Back to ${formatNumber(PRO_MONTHLY_REFRESH_POINTS)} points on the 1st of every month.`,
  },
  {
    icon: Users,
    title: 'Create leagues',
    text: 'Start public or private leagues and invite your crew.',
  },
  {
    icon: Crown,
    title: 'The PRO badge',
    text: 'Next to your name on every call and on the leaderboard.',
  },
] as const;

type ProBenefitsProps = {
  /** `compact` lists the titles only (the leaderboard card). */
  compact?: boolean;
  /** `hero`: light text on the dark gradient. */
  tone?: 'default' | 'hero';
  className?: string;
};

export function ProBenefits({ compact = false, tone = 'default', className }: ProBenefitsProps) {
  const benefits = compact ? PRO_BENEFITS.slice(0, 3) : PRO_BENEFITS;
  return (
    <ul
      aria-label="Pro benefits"
      className={cn('flex flex-col', compact ? 'gap-2' : 'gap-3', className)}
    >
      {benefits.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3">
          <span
            className={cn(
              'grid shrink-0 place-items-center rounded-lg',
              compact ? 'size-7' : 'size-9',
              tone === 'hero'
                ? 'bg-volt-400 text-volt-950'
                : 'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200',
            )}
          >
            <Icon
              aria-hidden="true"
              className={compact ? 'size-4' : 'size-4.5'}
              strokeWidth={2.25}
            />
          </span>
          <div className={compact ? 'self-center' : undefined}>
            <p className={cn('font-bold', compact && 'text-sm', tone === 'hero' && 'text-white')}>
              {title}
            </p>
            {compact ? null : (
              <p className={cn('text-sm', tone === 'hero' ? 'text-brand-100' : 'text-ink-muted')}>
                {text}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
