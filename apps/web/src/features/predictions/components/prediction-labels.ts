// Labels, icons and tones for categories, statuses and sports, plus the card's date texts.
import type { Category, PredictionStatus } from '@boldcall/shared/constants';
import {
  Briefcase,
  CircleCheck,
  CircleSlash,
  CircleX,
  Clapperboard,
  Cpu,
  FlaskConical,
  GitMerge,
  Hourglass,
  Landmark,
  Sparkles,
  TrendingUp,
  Trophy,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { BadgeVariant } from '@/components/ui/badge';

export const CATEGORY_META: Record<Category, { label: string; icon: LucideIcon; tone: string }> = {
  technology: {
    label: 'Technology',
    icon: Cpu,
    tone: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200',
  },
  sports: {
    label: 'Sports',
    icon: Trophy,
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
  },
  finance: {
    label: 'Finance',
    icon: TrendingUp,
    tone: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  },
  politics: {
    label: 'Politics',
    icon: Landmark,
    tone: 'bg-rose-100 text-rose-800 dark:bg-rose-400/15 dark:text-rose-200',
  },
  entertainment: {
    label: 'Entertainment',
    icon: Clapperboard,
    tone: 'bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-400/15 dark:text-fuchsia-200',
  },
  science: {
    label: 'Science',
    icon: FlaskConical,
    tone: 'bg-teal-100 text-teal-800 dark:bg-teal-400/15 dark:text-teal-200',
  },
  business: {
    label: 'Business',
    icon: Briefcase,
    tone: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-400/15 dark:text-indigo-200',
  },
  other: {
    label: 'Other',
    icon: Sparkles,
    tone: 'bg-slate-100 text-slate-800 dark:bg-slate-400/15 dark:text-slate-200',
  },
};

export const STATUS_META: Record<
  PredictionStatus,
  { label: string; icon: LucideIcon; variant: BadgeVariant }
> = {
  PENDING: { label: 'Pending', icon: Hourglass, variant: 'brand' },
  CORRECT: { label: 'Correct', icon: CircleCheck, variant: 'success' },
  INCORRECT: { label: 'Incorrect', icon: CircleX, variant: 'danger' },
  UNMEASURABLE: { label: 'Unmeasurable', icon: CircleSlash, variant: 'neutral' },
  MERGED: { label: 'Merged', icon: GitMerge, variant: 'neutral' },
};

/** Result texts of spec §2. */
export const RESULT_TEXT: Partial<Record<PredictionStatus, string>> = {
  CORRECT: '+2x wager earned',
  INCORRECT: 'wager lost',
  UNMEASURABLE: 'no points lost',
};

// Shared formats; re-exported so the predictions feature keeps one place for its labels.
export { formatNumber, timeAgo } from '@/lib/format';

/**
 * The expiry day. A picked date is stored as the end of that day in UTC (rules/expiry.ts), so it
 * is shown in UTC: the day on the card is the day that was picked, wherever the viewer is.
 */
export const expiryDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export const fullDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'full',
  timeStyle: 'short',
});

/** The expiry as the date picker shows it (YYYY-MM-DD, UTC; see expiryDate). */
export function toDateInputValue(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
