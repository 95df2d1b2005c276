// Words, icons and tones of the admin panel: resolutions and audit actions. (Categories,
// statuses and ledger reasons are in lib/domain-labels.ts, shared with the other features.)
import type { AuditAction, Resolution } from '@boldcall/shared/schemas/admin';
import {
  CircleCheck,
  CircleSlash,
  CircleX,
  Crown,
  Flag,
  FlagOff,
  GitMerge,
  Eye,
  EyeOff,
  KeyRound,
  MessageSquareOff,
  MessageSquareX,
  MessageSquare,
  ShieldCheck,
  ShieldX,
  Trash2,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** The three outcomes an admin can give, with what each does to the points (docs/rules/game.md). */
export const RESOLUTION_META: Record<
  Resolution,
  {
    label: string;
    icon: LucideIcon;
    variant: 'primary' | 'danger' | 'outline';
    tone: string;
    effect: string;
  }
> = {
  CORRECT: {
    label: 'Correct',
    icon: CircleCheck,
    variant: 'primary',
    tone: 'text-success-ink',
    effect:
      'The creator and every joiner receive 2× their wager; jumpers are paid, bets against are lost to the creator.',
  },
  INCORRECT: {
    label: 'Incorrect',
    icon: CircleX,
    variant: 'danger',
    tone: 'text-danger-ink',
    effect:
      'The creator and every joiner lose their wager; jumpers lose theirs, and whoever bet against receives 2×.',
  },
  UNMEASURABLE: {
    label: 'Unmeasurable',
    icon: CircleSlash,
    variant: 'outline',
    tone: 'text-ink-muted',
    effect: 'Every held wager is returned: no points are won or lost.',
  },
};

export const AUDIT_ACTION_META: Record<AuditAction, { label: string; icon: LucideIcon }> = {
  'prediction.resolve': { label: 'Resolved a prediction', icon: CircleCheck },
  'prediction.flag': { label: 'Flagged a prediction', icon: Flag },
  'prediction.unflag': { label: 'Removed a flag', icon: FlagOff },
  'prediction.confirm': { label: 'Confirmed a response', icon: ShieldCheck },
  'prediction.deny': { label: 'Denied a response', icon: ShieldX },
  'prediction.delete': { label: 'Deleted a prediction', icon: Trash2 },
  'prediction.merge': { label: 'Merged predictions', icon: GitMerge },
  'user.upgrade_pro': { label: 'Upgraded a user to Pro', icon: Crown },
  'user.must_change_password': { label: 'Changed a password requirement', icon: KeyRound },
  'comment.hide': { label: 'Hid a comment', icon: EyeOff },
  'comment.restore': { label: 'Restored a comment', icon: Eye },
  'comment.dismiss_reports': { label: 'Dismissed reports of a comment', icon: MessageSquareX },
  'user.comment_ban': { label: 'Stopped a player from commenting', icon: MessageSquareOff },
  'user.comment_unban': { label: 'Let a player comment again', icon: MessageSquare },
};
