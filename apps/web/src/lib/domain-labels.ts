// Words, icons and tones for the game's own vocabulary (categories, prediction statuses), shared
// by every feature that shows them so each reads the same everywhere. Ledger reasons have their
// own file (ledger-labels.ts): only history pages show them, so Home's first load does not carry them.
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
import type { BadgeLook } from '@/components/ui/badge';

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

export const STATUS_META: Record<PredictionStatus, BadgeLook> = {
  PENDING: { label: 'Pending', icon: Hourglass, variant: 'brand' },
  CORRECT: { label: 'Correct', icon: CircleCheck, variant: 'success' },
  INCORRECT: { label: 'Incorrect', icon: CircleX, variant: 'danger' },
  UNMEASURABLE: { label: 'Unmeasurable', icon: CircleSlash, variant: 'neutral' },
  MERGED: { label: 'Merged', icon: GitMerge, variant: 'neutral' },
};
