// Profile › Account › Username: changed once in 30 days, the old name redirecting meanwhile
// (docs/rules/account.md).
import { useQueryClient } from '@tanstack/react-query';
import { UserPen } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { invalidateAfter } from '@/lib/invalidate-after';
import * as api from '../api/account-api';
import { useAction } from '../hooks/use-action';
import { SettingsCard } from './settings-card';

export function UsernameCard({ username }: { username: string }) {
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
      icon={UserPen}
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
