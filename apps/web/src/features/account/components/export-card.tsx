// Profile › Account › Your data: asks for an export and offers its download once built
// (docs/rules/account.md).
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { queryKeys } from '@/lib/query-keys';
import * as api from '../api/account-api';
import { useAction } from '../hooks/use-action';
import { SettingsCard } from './settings-card';

export function ExportCard() {
  const [exportId, setExportId] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const status = useQuery({
    queryKey: queryKeys.account.export(exportId),
    queryFn: () => api.getExport(exportId ?? ''),
    enabled: exportId !== null,
    // A big account's export is built in the background: look again until it is ready.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
  const current = status.data;
  const ask = () =>
    run(async () => {
      const made = await api.requestExport();
      setExportId(made.id);
    });
  return (
    <SettingsCard
      labelledBy="export-settings"
      icon={Download}
      title="Your data"
      description="One zip of everything you have here: profile, calls, positions, points, NFL picks, leagues, invitations, notifications. JSON and CSV."
    >
      {current?.status === 'ready' && current.downloadUrl ? (
        <Button asChild>
          <a href={current.downloadUrl} download>
            <Download aria-hidden className="size-4" />
            Download your data
          </a>
        </Button>
      ) : current?.status === 'pending' ? (
        <p className="text-sm text-ink-muted" role="status">
          Preparing your export… you can leave this page; it will be here when ready.
        </p>
      ) : current?.status === 'failed' ? (
        <FormError>The export failed. Please try again.</FormError>
      ) : null}
      <FormError>{error}</FormError>
      <Button variant="outline" onClick={ask} loading={busy}>
        {exportId ? 'Make a new export' : 'Export my data'}
      </Button>
    </SettingsCard>
  );
}
