// A prediction's moderation badge, on its card and in the moderation dialog.
import { moderationLabel } from '@boldcall/shared/rules/moderation';
import type { ModerationStatus } from '@boldcall/shared/rules/predictions';
import { Flag, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const MODERATION_BADGE = {
  flagged: { variant: 'warning', icon: Flag },
  denied: { variant: 'danger', icon: Flag },
  approved: { variant: 'success', icon: ShieldCheck },
} as const;

/** 'Flagged', 'Flagged - Denied' or 'Approved' (rules/moderation.ts); nothing when normal. */
export function ModerationBadge({ status }: { status: ModerationStatus | null }) {
  const label = moderationLabel(status);
  if (!status || !label) return null;
  const { variant, icon } = MODERATION_BADGE[status];
  return (
    <Badge variant={variant} icon={icon}>
      {label}
    </Badge>
  );
}
