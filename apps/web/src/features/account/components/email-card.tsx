// Profile › Account › E-mail: a code goes to the new address, and the change is confirmed with
// it (docs/rules/account.md).
import { useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { OneTimeCodeField, PasswordField } from '@/components/ui/account-fields';
import { invalidateAfter } from '@/lib/invalidate-after';
import * as api from '../api/account-api';
import { useAction } from '../hooks/use-action';
import { SettingsCard } from './settings-card';

export function EmailCard({ email }: { email: string }) {
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
      icon={Mail}
      title="E-mail address"
      description={`Now ${email}. A code goes to the new address; the old one is told once it changes.`}
    >
      {pending ? (
        <>
          <p className="text-sm">
            We sent a code to <strong>{pending}</strong>.
          </p>
          <OneTimeCodeField label="Code from the e-mail" value={code} onValue={setCode} />
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
          <PasswordField value={password} onValue={setPassword} />
          <FormError>{error}</FormError>
          <Button onClick={start} loading={busy} disabled={!newEmail || !password}>
            Send code
          </Button>
        </>
      )}
    </SettingsCard>
  );
}
