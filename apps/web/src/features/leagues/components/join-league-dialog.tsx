// Join League (docs/rules/leagues.md "Joining"): a code field; Join stays disabled while it is
// empty; the server's refusal ("No league matches that invite code") shows in the red box.
// A visitor is asked to sign up first; the dialog comes back with the code once they are in.
import { INVITE_CODE_LENGTH } from '@boldcall/shared/constants';
import { normalizeInviteCode } from '@boldcall/shared/rules/leagues';
import type { League } from '@boldcall/shared/schemas/leagues';
import { inviteCodeSchema } from '@boldcall/shared/schemas/leagues';
import { KeyRound, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { DialogForm, SubmitButton } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { useFormError } from '@/lib/form-errors';
import { useJoinLeagueByCode } from '../api/use-leagues';

type JoinLeagueDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** From an invite link. */
  initialCode?: string;
  signedIn: boolean;
  /** A visitor pressed Sign up to join. */
  onRequireSignIn(): void;
  onJoined(league: League): void;
};

export function JoinLeagueDialog(props: JoinLeagueDialogProps) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Join League"
      description="Enter the invite code a league member shared with you."
    >
      {/* Keyed by the code so an invite link opened later starts from its own code. */}
      {props.open ? <JoinForm key={props.initialCode ?? ''} {...props} /> : null}
    </FormDialog>
  );
}

function JoinForm({
  initialCode,
  signedIn,
  onRequireSignIn,
  onJoined,
  onOpenChange,
}: JoinLeagueDialogProps) {
  const [code, setCode] = useState(normalizeInviteCode(initialCode ?? ''));
  const { error, setError, run } = useFormError('Failed to join league');
  const join = useJoinLeagueByCode();
  const empty = code.trim() === '';

  return (
    <DialogForm
      error={error}
      onCancel={() => onOpenChange(false)}
      actions={
        signedIn ? (
          <SubmitButton icon={KeyRound} busy={join.isPending} disabled={empty}>
            Join
          </SubmitButton>
        ) : (
          <SubmitButton icon={UserPlus} busy={false} disabled={empty}>
            Sign up to join
          </SubmitButton>
        )
      }
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          if (!signedIn) {
            onRequireSignIn();
            return;
          }
          const parsed = inviteCodeSchema.safeParse(code);
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message ?? 'Invalid invite code');
            return;
          }
          onJoined(await join.mutateAsync(parsed.data));
        });
      }}
    >
      <TextField
        label="Invite code"
        name="inviteCode"
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={INVITE_CODE_LENGTH + 4}
        placeholder="ABC123"
        className="font-mono text-lg tracking-[0.3em] uppercase"
        hint="6 letters or digits"
      />
      {!signedIn ? (
        <p className="text-sm text-ink-muted">
          Sign up or sign in to join — you will come back here with the code filled in.
        </p>
      ) : null}
    </DialogForm>
  );
}
