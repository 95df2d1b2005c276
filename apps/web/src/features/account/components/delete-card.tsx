// Profile › Account › Delete account: the password (and the two-factor code) again, then the
// account is emptied and the browser forgets it (docs/rules/account.md).
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { OneTimeCodeField, PasswordField } from '@/components/ui/account-fields';
import { clearClientData } from '@/lib/client-data';
import * as api from '../api/account-api';
import { useAction } from '../hooks/use-action';
import { SettingsCard } from './settings-card';

export function DeleteCard({ twoFactor }: { twoFactor: boolean }) {
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
      icon={Trash2}
      danger
      title="Delete account"
      description="Your open predictions are refunded to everyone with a stake, your stakes on others' open predictions come back, and your personal data is removed. Resolved history stays for the others as “Deleted player”. This cannot be undone."
    >
      {sure ? (
        <>
          <PasswordField value={password} onValue={setPassword} />
          {twoFactor ? (
            <OneTimeCodeField
              label="Code from your authenticator app"
              value={code}
              onValue={setCode}
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
