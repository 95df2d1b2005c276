// Admin tab "Dashboard": Total Users, Pro Users, Total Predictions, Pending,
// Resolved, Resolution Rate, the moderation queue and the launch promotion, and quick actions
// that open the other tabs.
import {
  ChartPie,
  CircleCheck,
  Crown,
  Flag,
  Gift,
  ListOrdered,
  GitMerge,
  Hourglass,
  ListChecks,
  MessageSquareText,
  ScrollText,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { useAdminDashboard, useFreeUpgrades } from '../api/use-admin';
import type { AdminTab } from '../hooks/admin-tab';
import { figure, FigureGrid } from '@/components/ui/figure-grid';
import { AdminSection, LoadError } from './admin-bits';

type DashboardTabProps = { onNavigate: (tab: AdminTab) => void };

export function DashboardTab({ onNavigate }: DashboardTabProps) {
  const dashboard = useAdminDashboard();
  const freeUpgrades = useFreeUpgrades();
  const d = dashboard.data;
  const f = freeUpgrades.data;
  const gone = dashboard.isError ? '—' : undefined;
  const count = (n: number | undefined) => (n === undefined ? gone : formatNumber(n));
  const quickActions: { tab: AdminTab; icon: LucideIcon; title: string; text: string }[] = [
    {
      tab: 'predictions',
      icon: Hourglass,
      title: 'Resolve predictions',
      text: d ? `${formatNumber(d.pending)} pending` : 'Pending predictions',
    },
    {
      tab: 'merge',
      icon: GitMerge,
      title: 'Merge predictions',
      text: 'Review similar predictions',
    },
    { tab: 'users', icon: Users, title: 'Manage users', text: 'Search, upgrade, details' },
    { tab: 'audit', icon: ScrollText, title: 'View audit log', text: 'Every admin action' },
  ];

  return (
    <div className="flex flex-col gap-8">
      <AdminSection id="admin-dashboard-title" title="Dashboard">
        {dashboard.isError ? (
          <LoadError
            message="Failed to load the dashboard"
            onRetry={() => void dashboard.refetch()}
          />
        ) : null}
        <FigureGrid
          label="Platform figures"
          figures={[
            figure('Total Users', Users, 'brand', count(d?.totalUsers)),
            figure(
              'Pro Users',
              Crown,
              'amber',
              count(d?.proUsers),
              d && d.totalUsers > 0
                ? `${Math.round((d.proUsers / d.totalUsers) * 100)}% of users`
                : undefined,
            ),
            figure('Total Predictions', ListChecks, 'sky', count(d?.totalPredictions)),
            figure('Pending', Hourglass, 'volt', count(d?.pending)),
            figure('Resolved', CircleCheck, 'green', count(d?.resolved), 'Merged ones included'),
            figure('Resolution Rate', ChartPie, 'slate', d ? `${d.resolutionRate}%` : gone),
            figure('Flagged', Flag, 'amber', count(d?.flagged), 'Pending and flagged or denied'),
            figure('Responses to Review', MessageSquareText, 'brand', count(d?.awaitingReview)),
            figure(
              'Free Pro Upgrades Left',
              Gift,
              'red',
              f ? formatNumber(f.remainingFreeUpgrades) : freeUpgrades.isError ? '—' : undefined,
              f ? `of ${formatNumber(f.maxFreeUpgrades)} in the launch promotion` : undefined,
            ),
            figure(
              'Pro Waitlist',
              ListOrdered,
              'brand',
              count(d?.waitlist),
              'Waiting for a Pro upgrade',
            ),
          ]}
        />
      </AdminSection>

      <AdminSection id="admin-actions-title" title="Quick actions" small>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions.map(({ tab, ...action }) => (
            <QuickAction key={tab} {...action} onClick={() => onNavigate(tab)} />
          ))}
        </div>
      </AdminSection>
    </div>
  );
}

function QuickAction({
  icon: Icon,
  title,
  text,
  onClick,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-left shadow-card transition-colors hover:border-brand-400 hover:bg-subtle focus-visible:ring-4 focus-visible:ring-primary/20 focus-visible:outline-none"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-linear-to-br from-brand-600 to-brand-900 text-volt-400">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block font-bold">{title}</span>
        <span className="block text-sm text-ink-muted">{text}</span>
      </span>
    </button>
  );
}
