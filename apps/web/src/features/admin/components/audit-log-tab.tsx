// Admin tab "Audit Log" (docs/security.md: admin actions go through /api/admin/*, "which audits them"): who did what to
// which prediction or user, when, with their note; newest first, "Load more".
import type { AuditEntry } from '@boldcall/shared/schemas/admin';
import type { Resolution } from '@boldcall/shared/schemas/admin';
import { ScrollText, UserRound } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { IconTile } from '@/components/ui/icon-tile';
import { loadedItems } from '@/lib/cursor-pages';
import { formatNumber, timeAgo } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useAuditLog } from '../api/use-admin';
import { AdminSection, PagedList } from './admin-bits';
import { dateTime } from '@/lib/format';
import { AUDIT_ACTION_META, RESOLUTION_META } from './admin-labels';
import { UserDetailsDialog } from './user-details-dialog';

export function AuditLogTab() {
  const audit = useAuditLog();
  const entries = loadedItems(audit.data);
  const [userId, setUserId] = useState<string | null>(null);
  const [userOpen, setUserOpen] = useState(false);
  const openUser = (id: string) => {
    setUserId(id);
    setUserOpen(true);
  };

  return (
    <AdminSection
      id="admin-audit-title"
      title="Audit log"
      description="Every admin action, newest first."
    >
      <PagedList
        query={audit}
        count={entries.length}
        loadingLabel="Loading the audit log"
        errorMessage="Failed to load the audit log"
        empty={
          <EmptyState
            icon={ScrollText}
            title="No admin actions yet"
            description="Resolutions, moderation, merges and user changes will be listed here."
          />
        }
      >
        <ol
          aria-label="Admin actions"
          className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
        >
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} onOpenUser={openUser} />
          ))}
        </ol>
      </PagedList>
      <UserDetailsDialog userId={userId} open={userOpen} onOpenChange={setUserOpen} />
    </AdminSection>
  );
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function refundTotal(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  return value.reduce<number>(
    (sum, r: unknown) =>
      sum +
      (typeof r === 'object' && r !== null ? (num((r as { amount?: unknown }).amount) ?? 0) : 0),
    0,
  );
}

const MODERATION_WORDS: Record<string, string> = {
  flagged: 'flagged',
  denied: 'flagged - denied',
  approved: 'approved',
};
const moderationWord = (value: unknown) =>
  typeof value === 'string' ? (MODERATION_WORDS[value] ?? value) : 'normal';

/** One line on what the action did, from its details. */
function outcome(entry: AuditEntry): string | null {
  const d = entry.details;
  switch (entry.action) {
    case 'prediction.resolve': {
      const resolution = d.resolution as Resolution | undefined;
      const label = resolution && RESOLUTION_META[resolution]?.label;
      const paid = num(d.paid);
      return [
        label ? `Resolved as ${label}` : null,
        paid !== null ? `${formatNumber(paid)} points paid out` : null,
      ]
        .filter(Boolean)
        .join(' · ');
    }
    case 'prediction.flag':
    case 'prediction.unflag':
    case 'prediction.confirm':
    case 'prediction.deny':
      return `Moderation: ${moderationWord(d.from)} → ${moderationWord(d.to)}`;
    case 'prediction.delete': {
      const refunded = refundTotal(d.refunds);
      return refunded > 0 ? `${formatNumber(refunded)} points refunded` : 'Nothing to refund';
    }
    case 'prediction.merge': {
      const count = Array.isArray(d.mergedIds) ? d.mergedIds.length : null;
      return count !== null ? `${formatNumber(count)} predictions merged into this one` : null;
    }
    case 'user.upgrade_pro': {
      const points = num(d.points);
      return points !== null ? `Balance now ${formatNumber(points)} points` : null;
    }
    case 'user.must_change_password':
      return d.value === true
        ? 'Must set a new password at the next sign-in'
        : 'No longer has to change the password';
    case 'comment.hide':
    case 'comment.restore':
    case 'comment.dismiss_reports':
    case 'user.comment_ban':
    case 'user.comment_unban':
      return null;
  }
}

function AuditRow({ entry, onOpenUser }: { entry: AuditEntry; onOpenUser: (id: string) => void }) {
  const now = useNow();
  const meta = AUDIT_ACTION_META[entry.action];
  const line = outcome(entry);
  return (
    <li className="flex gap-3 p-4 sm:gap-4">
      <IconTile icon={meta.icon} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <p className="font-bold">
            {meta.label}
            <span className="font-normal text-ink-muted">
              {' '}
              by{' '}
              <span className="font-semibold text-ink">
                {entry.adminUsername ?? 'a removed admin'}
              </span>
            </span>
          </p>
          <time
            dateTime={entry.createdAt}
            title={dateTime.format(new Date(entry.createdAt))}
            className="shrink-0 text-sm text-ink-muted"
          >
            {timeAgo(entry.createdAt, now)}
          </time>
        </div>
        <AuditTarget entry={entry} onOpenUser={onOpenUser} />
        {line ? <p className="mt-1 text-sm text-ink-muted">{line}</p> : null}
        {entry.note && entry.action !== 'prediction.merge' ? (
          <p className="mt-2 rounded-xl border border-line bg-subtle px-3 py-2 text-sm break-words whitespace-pre-line">
            <span className="font-semibold">Note: </span>
            {entry.note}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function AuditTarget({
  entry,
  onOpenUser,
}: {
  entry: AuditEntry;
  onOpenUser: (id: string) => void;
}) {
  if (entry.targetType === 'user') {
    return (
      <p className="mt-1 text-sm">
        <button
          type="button"
          onClick={() => onOpenUser(entry.targetId)}
          className="inline-flex cursor-pointer items-center gap-1 font-semibold text-brand-ink underline-offset-4 hover:underline"
        >
          <UserRound aria-hidden="true" className="size-4" />
          {entry.targetLabel ?? 'View user'}
        </button>
      </p>
    );
  }
  return (
    <p className="mt-1 flex min-w-0 flex-wrap items-center gap-2 text-sm">
      {entry.targetLabel ? (
        <span className="line-clamp-2 min-w-0 font-medium break-words">“{entry.targetLabel}”</span>
      ) : (
        <span className="text-ink-muted italic">A prediction that no longer exists</span>
      )}
    </p>
  );
}
