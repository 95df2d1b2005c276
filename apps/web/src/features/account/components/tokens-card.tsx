// Profile › Account › Personal API tokens: making one (shown once), listing and revoking them
// (docs/rules/account.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@boldcall/shared/schemas/account';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { ChoiceSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
import * as api from '../api/account-api';
import { messageOf, useAction } from '../hooks/use-action';
import { SettingsCard } from './settings-card';

const SCOPE_LABEL: Record<ApiTokenScope, string> = {
  read: 'Read only',
  'read-write': 'Read and write',
};

export function TokensCard() {
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: queryKeys.account.tokens, queryFn: api.listTokens });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [days, setDays] = useState('90');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const { busy, error, run } = useAction();
  const revoke = useMutation({
    mutationFn: api.revokeToken,
    onSuccess: () => invalidateAfter(queryClient, 'apiToken'),
    onError: (e) => toast.error(messageOf(e, 'Could not revoke the token.')),
  });
  const create = () =>
    run(async () => {
      const made = await api.createToken({ name: name.trim(), scope, expiresInDays: Number(days) });
      setCreated(made);
      setName('');
      await invalidateAfter(queryClient, 'apiToken');
    });
  return (
    <SettingsCard
      labelledBy="token-settings"
      icon={KeyRound}
      title="API tokens"
      description="For your own scripts: send one as “Authorization: Bearer …” (see /api/docs). Tokens cannot change your account."
    >
      {created ? (
        <div className="flex flex-col gap-2 rounded-xl border border-line bg-subtle p-3 text-sm">
          <p className="font-semibold">Copy your new token now: it is not shown again.</p>
          <code data-testid="new-api-token" className="font-mono break-all">
            {created.token}
          </code>
          <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
            Done
          </Button>
        </div>
      ) : null}
      {tokens.data && tokens.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line" aria-label="API tokens">
          {tokens.data.map((t) => (
            <li key={t.id} className="flex items-center gap-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {t.name} <Badge variant="neutral">{SCOPE_LABEL[t.scope]}</Badge>
                </p>
                <p className="text-ink-muted">
                  <span className="font-mono">{t.prefix}…</span> · expires{' '}
                  {new Date(t.expiresAt).toLocaleDateString()}
                  {t.lastUsedAt ? ` · used ${new Date(t.lastUsedAt).toLocaleString()}` : ''}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Revoke ${t.name}`}
                onClick={() => revoke.mutate(t.id)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <TextField label="Token name" value={name} onChange={(e) => setName(e.target.value)} />
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="token-scope">Scope</Label>
          <ChoiceSelect<ApiTokenScope>
            id="token-scope"
            value={scope}
            choices={API_TOKEN_SCOPES}
            labelOf={(s) => SCOPE_LABEL[s]}
            onChoose={setScope}
          />
        </div>
        <TextField
          label="Expires in (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </div>
      <FormError>{error}</FormError>
      <Button onClick={create} loading={busy} disabled={!name.trim()}>
        Create token
      </Button>
    </SettingsCard>
  );
}
