// Profile › Security: two-factor set-up (QR code + secret, confirm with a code, backup codes),
// disable with the password. Signed-in devices are in Account and data (features/account).
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import QRCode from 'qrcode';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-field';
import { OneTimeCodeField, PasswordField } from '@/components/ui/account-fields';
import { TitledSection } from '@/components/ui/section-heading';
import { invalidateAfter } from '@/lib/invalidate-after';
import * as authApi from '../api/auth-api';
import { useAuthFormError } from './auth-form';

export function SecuritySettings({ user }: { user: CurrentUser }) {
  return (
    <TitledSection id="security-heading" title="Security" className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <TwoFactorCard enabled={user.twoFactorEnabled} />
      </div>
    </TitledSection>
  );
}

type Setup = { secret: string; qr: string; backupCodes: string[] };

function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<Setup | null>(null);
  const { error, run: report } = useAuthFormError('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, fallback: string) => {
    setBusy(true);
    await report(action, fallback);
    setBusy(false);
  };

  const start = () =>
    run(async () => {
      if (!password) throw new Error('Password is required');
      const result = await authApi.enableTwoFactor(password);
      const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
      const qr = await QRCode.toDataURL(result.totpURI, { margin: 1, width: 200 });
      setSetup({ secret, qr, backupCodes: result.backupCodes });
      setPassword('');
    }, 'Invalid password');

  const confirm = () =>
    run(async () => {
      await authApi.verifyTwoFactor(code.trim(), false);
      setSetup(null);
      setCode('');
      await invalidateAfter(queryClient, 'account');
      toast.success('Two-factor authentication is on.');
    }, 'Invalid code. Please try again.');

  const disable = () =>
    run(async () => {
      await authApi.disableTwoFactor(password);
      setPassword('');
      await invalidateAfter(queryClient, 'account');
      toast.success('Two-factor authentication is off.');
    }, 'Invalid password');

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {enabled ? (
            <ShieldCheck aria-hidden className="size-5 text-success-ink" />
          ) : (
            <ShieldOff aria-hidden className="size-5 text-ink-muted" />
          )}
          Two-factor authentication
          <Badge variant={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
        </CardTitle>
        <CardDescription>
          Ask for a code from an authenticator app (Google Authenticator, 1Password, Authy…) at
          sign-in.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {setup ? (
          <>
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <img
                src={setup.qr}
                alt="QR code for your authenticator app"
                width={160}
                height={160}
                className="rounded-xl border border-line bg-white p-1"
              />
              <div className="flex min-w-0 flex-col gap-2 text-sm">
                <p>Scan the code, or type this secret into your app:</p>
                <code
                  data-testid="totp-secret"
                  className="rounded-lg bg-subtle px-2 py-1 font-mono break-all"
                >
                  {setup.secret}
                </code>
                <p className="font-semibold">Backup codes (each works once; keep them safe):</p>
                <ul className="grid grid-cols-2 gap-1 font-mono text-xs">
                  {setup.backupCodes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </div>
            </div>
            <OneTimeCodeField label="Code from your app" value={code} onValue={setCode} />
            <FormError>{error}</FormError>
            <Button onClick={confirm} loading={busy} disabled={code.trim().length !== 6}>
              Confirm and turn on
            </Button>
          </>
        ) : (
          <>
            <PasswordField value={password} onValue={setPassword} />
            <FormError>{error}</FormError>
            {enabled ? (
              <Button
                variant="danger-outline"
                onClick={disable}
                loading={busy}
                disabled={!password}
              >
                Turn off two-factor
              </Button>
            ) : (
              <Button onClick={start} loading={busy} disabled={!password}>
                Set up two-factor
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
