// Profile › Account › Signed-in devices: each session, signing one or all the others out
// (docs/rules/account.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
import * as api from '../api/account-api';
import { messageOf } from '../hooks/use-action';
import { SettingsCard } from './settings-card';

export function DevicesCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: queryKeys.account.sessions, queryFn: api.listSessions });
  const revoke = useMutation({
    mutationFn: api.revokeSession,
    onSuccess: () => invalidateAfter(queryClient, 'session'),
    onError: (e) => toast.error(messageOf(e, 'Could not sign that device out.')),
  });
  const others = useMutation({
    mutationFn: api.revokeOtherSessions,
    onSuccess: () => invalidateAfter(queryClient, 'session'),
    onError: (e) => toast.error(messageOf(e, 'Could not sign the other devices out.')),
  });
  const list = sessions.data ?? [];
  return (
    <SettingsCard
      labelledBy="devices-settings"
      icon={Monitor}
      title="Signed-in devices"
      description="Where your account is signed in. Sign out any device you do not recognise."
    >
      {sessions.isPending ? (
        <p className="text-sm text-ink-muted">Loading devices…</p>
      ) : sessions.isError ? (
        <FormError>Could not load your devices.</FormError>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label="Signed-in devices">
          {list.map((s) => (
            <li key={s.id} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">
                  {s.browser} on {s.os}
                  {s.current ? <Badge className="ml-2">This device</Badge> : null}
                </p>
                <p className="text-ink-muted">
                  Last seen {new Date(s.lastSeenAt).toLocaleString()} · signed in{' '}
                  {new Date(s.createdAt).toLocaleDateString()}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Sign out ${s.browser} on ${s.os}`}
                  loading={revoke.isPending && revoke.variables === s.id}
                  onClick={() => revoke.mutate(s.id)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.length > 1 ? (
        <Button variant="danger-outline" onClick={() => others.mutate()} loading={others.isPending}>
          Sign out all other devices
        </Button>
      ) : null}
    </SettingsCard>
  );
}
