// Profile › Account: e-mail and username, signed-in devices, the data export, personal API
// tokens, and deleting the account (docs/rules/account.md). Every rule is the server's; the
// forms only show its messages.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, KeyRound, Mail, Monitor, Trash2, UserPen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@boldcall/shared/schemas/account';
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, TextField } from '@/components/ui/form-field';
import { ChoiceSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { clearClientData } from '@/lib/client-data';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
import * as api from '../api/account-api';

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

/** A form's busy state and its last error, for one async action at a time. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (action: () => Promise<void>, fallback = 'Something went wrong.') => {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (e) {
      setError(messageOf(e, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function SettingsCard({
  icon,
  title,
  description,
  children,
  labelledBy,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  labelledBy: string;
}) {
  return (
    <Card aria-labelledby={labelledBy} role="region">
      <CardHeader>
        <CardTitle id={labelledBy} className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

export function AccountSettings({ user }: { user: CurrentUser }) {
  return (
    <section aria-labelledby="account-heading" className="flex flex-col gap-4">
      <h2 id="account-heading" className="text-xl font-extrabold tracking-tight">
        Account and data
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <EmailCard email={user.email} />
        <UsernameCard username={user.username} />
        <DevicesCard />
        <ExportCard />
        <TokensCard />
        <DeleteCard twoFactor={user.twoFactorEnabled} />
      </div>
    </section>
  );
}

function EmailCard({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  const start = () =>
    run(async () => {
      const result = await api.startEmailChange({ newEmail, password });
      setPending(result.pendingEmail);
      setPassword('');
    });
  const confirm = () =>
    run(async () => {
      const result = await api.confirmEmailChange(code.trim());
      setPending(null);
      setCode('');
      setNewEmail('');
      await invalidateAfter(queryClient, 'account');
      toast.success(`Your e-mail address is now ${result.email}.`);
    });

  return (
    <SettingsCard
      labelledBy="email-settings"
      icon={<Mail aria-hidden className="size-5 text-ink-muted" />}
      title="E-mail address"
      description={`Now ${email}. A code goes to the new address; the old one is told once it changes.`}
    >
      {pending ? (
        <>
          <p className="text-sm">
            We sent a code to <strong>{pending}</strong>.
          </p>
          <TextField
            label="Code from the e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <FormError>{error}</FormError>
          <div className="flex flex-wrap gap-2">
            <Button onClick={confirm} loading={busy} disabled={code.trim().length !== 6}>
              Confirm new address
            </Button>
            <Button variant="ghost" onClick={() => setPending(null)}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <>
          <TextField
            label="New e-mail address"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
          />
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FormError>{error}</FormError>
          <Button onClick={start} loading={busy} disabled={!newEmail || !password}>
            Send code
          </Button>
        </>
      )}
    </SettingsCard>
  );
}

function UsernameCard({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const { busy, error, run } = useAction();
  const save = () =>
    run(async () => {
      const result = await api.changeUsername(value.trim());
      setValue('');
      await invalidateAfter(queryClient, 'account');
      toast.success(`You are now ${result.username}.`);
    });
  return (
    <SettingsCard
      labelledBy="username-settings"
      icon={<UserPen aria-hidden className="size-5 text-ink-muted" />}
      title="Username"
      description={`Now ${username}. Once in 30 days; your old profile link keeps working for 30 days.`}
    >
      <TextField
        label="New username"
        autoComplete="username"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <FormError>{error}</FormError>
      <Button onClick={save} loading={busy} disabled={!value.trim()}>
        Change username
      </Button>
    </SettingsCard>
  );
}

function DevicesCard() {
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
      icon={<Monitor aria-hidden className="size-5 text-ink-muted" />}
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

function ExportCard() {
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
      icon={<Download aria-hidden className="size-5 text-ink-muted" />}
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

const SCOPE_LABEL: Record<ApiTokenScope, string> = {
  read: 'Read only',
  'read-write': 'Read and write',
};

function TokensCard() {
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
      icon={<KeyRound aria-hidden className="size-5 text-ink-muted" />}
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

function DeleteCard({ twoFactor }: { twoFactor: boolean }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sure, setSure] = useState(false);
  const { busy, error, run } = useAction();
  const remove = () =>
    run(async () => {
      await api.deleteAccount({ password, ...(twoFactor ? { code: code.trim() } : {}) });
      clearClientData({ keepTheme: true });
      window.location.assign('/?deleted=1');
    });
  return (
    <SettingsCard
      labelledBy="delete-settings"
      icon={<Trash2 aria-hidden className="size-5 text-danger-ink" />}
      title="Delete account"
      description="Your open predictions are refunded to everyone with a stake, your stakes on others' open predictions come back, and your personal data is removed. Resolved history stays for the others as “Deleted player”. This cannot be undone."
    >
      {sure ? (
        <>
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {twoFactor ? (
            <TextField
              label="Code from your authenticator app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          ) : null}
          <FormError>{error}</FormError>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              onClick={remove}
              loading={busy}
              disabled={!password || (twoFactor && code.trim().length !== 6)}
            >
              Delete my account for good
            </Button>
            <Button variant="ghost" onClick={() => setSure(false)}>
              Keep my account
            </Button>
          </div>
        </>
      ) : (
        <Button variant="danger-outline" onClick={() => setSure(true)}>
          Delete my account…
        </Button>
      )}
    </SettingsCard>
  );
}
