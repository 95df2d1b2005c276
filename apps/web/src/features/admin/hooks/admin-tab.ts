// The admin panel's open tab, kept in the URL (`?tab=users`) so a refresh or a shared link
// opens the same tab. The default tab is never written.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const ADMIN_TABS = ['predictions', 'merge', 'users', 'dashboard', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const DEFAULT_TAB: AdminTab = 'predictions';

export function isAdminTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab === value);
}

export function useAdminTab(): [AdminTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  const tab = isAdminTab(current) ? current : DEFAULT_TAB;
  const setTab = useCallback(
    (next: string) => {
      if (!isAdminTab(next)) return;
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          if (next === DEFAULT_TAB) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [tab, setTab];
}
