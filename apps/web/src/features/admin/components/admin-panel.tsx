// The admin panel's tabs ("Admin panel"): Predictions, Merge Predictions, Users,
// Dashboard, Audit Log. The open tab lives in the URL (`?tab=`), so it survives a refresh.
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { Hourglass, GitMerge, LayoutDashboard, ScrollText, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { useAdminDashboard } from '../api/use-admin';
import { useAdminTab } from '../hooks/admin-tab';
import type { AdminTab } from '../hooks/admin-tab';
import { AdminPredictionsTab } from './admin-predictions-tab';
import { AuditLogTab } from './audit-log-tab';
import { DashboardTab } from './dashboard-tab';
import { MergeTab } from './merge-tab';
import { UsersTab } from './users-tab';

const TABS: readonly { value: AdminTab; label: string; icon: LucideIcon }[] = [
  { value: 'predictions', label: 'Predictions', icon: Hourglass },
  { value: 'merge', label: 'Merge Predictions', icon: GitMerge },
  { value: 'users', label: 'Users', icon: Users },
  { value: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { value: 'audit', label: 'Audit Log', icon: ScrollText },
];

type AdminPanelProps = {
  /** Opens the Moderate Prediction dialog, which the page renders. */
  onModerate: (prediction: Prediction) => void;
};

export function AdminPanel({ onModerate }: AdminPanelProps) {
  const [tab, setTab] = useAdminTab();
  const pending = useAdminDashboard().data?.pending;
  const listRef = useRef<HTMLDivElement>(null);

  // On phones the tab list scrolls sideways: keep the open tab in sight (e.g. after a reload).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !active) return;
    const box = list.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.left < box.left) list.scrollLeft -= box.left - item.left + 8;
    else if (item.right > box.right) list.scrollLeft += item.right - box.right + 8;
  }, [tab]);
  const panels: Record<AdminTab, ReactNode> = {
    predictions: <AdminPredictionsTab onModerate={onModerate} />,
    merge: <MergeTab />,
    users: <UsersTab />,
    dashboard: <DashboardTab onNavigate={setTab} />,
    audit: <AuditLogTab />,
  };
  return (
    <Tabs value={tab} onValueChange={setTab}>
      {/* Wraps on phones: every section in sight, none hidden past the edge. */}
      <TabsList ref={listRef} aria-label="Admin sections" className="max-sm:flex-wrap">
        {TABS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" className="size-4 max-sm:hidden" />
            {label}
            {value === 'predictions' && pending ? (
              <span className="rounded-full bg-primary px-1.5 py-0.5 text-xs leading-none font-bold text-on-primary tabular-nums">
                {formatNumber(pending)}
                <span className="sr-only"> pending</span>
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value }) => (
        <TabsContent key={value} value={value}>
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
