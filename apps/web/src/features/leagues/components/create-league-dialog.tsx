// Create League (docs/rules/leagues.md "Creating a league"), for Pro players: League Name and
// Description (required), an optional Invite Code (generated when blank: 6 uppercase letters
// or digits) and Private league. Validated with the shared schema; the server's refusal shows
// in the red box.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  INVITE_CODE_LENGTH,
  LEAGUE_DESCRIPTION_MAX,
  LEAGUE_NAME_MAX,
} from '@boldcall/shared/constants';
import { createLeagueSchema } from '@boldcall/shared/schemas/leagues';
import type { CreateLeagueInput, League } from '@boldcall/shared/schemas/leagues';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/form-field';
import { FieldMessage, Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useFormError } from '@/lib/form-errors';
import { useCreateLeague } from '../api/use-leagues';

type CreateLeagueDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(league: League): void;
};

export function CreateLeagueDialog({ open, onOpenChange, onCreated }: CreateLeagueDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create League"
      description="Start a league and invite your friends with its code."
    >
      {open ? <CreateForm onCancel={() => onOpenChange(false)} onCreated={onCreated} /> : null}
    </FormDialog>
  );
}

function CreateForm({
  onCancel,
  onCreated,
}: {
  onCancel(): void;
  onCreated(league: League): void;
}) {
  const create = useCreateLeague();
  const { error: serverError, guard } = useFormError('Failed to create league');
  const descriptionId = useId();
  const form = useForm<CreateLeagueInput>({
    resolver: zodResolver(createLeagueSchema),
    defaultValues: { name: '', description: '', inviteCode: '', isPrivate: false },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      noValidate
      className="mt-5 flex flex-col gap-4"
      onSubmit={form.handleSubmit(
        guard(async (values) => {
          onCreated(await create.mutateAsync(values));
        }),
      )}
    >
      <TextField
        label="League Name"
        maxLength={LEAGUE_NAME_MAX}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={descriptionId}>Description</Label>
        <Textarea
          id={descriptionId}
          rows={3}
          maxLength={LEAGUE_DESCRIPTION_MAX}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-message` : undefined}
          {...form.register('description')}
        />
        {errors.description ? (
          <FieldMessage id={`${descriptionId}-message`} tone="error" role="alert">
            {errors.description.message}
          </FieldMessage>
        ) : null}
      </div>
      <TextField
        label="Invite Code (optional)"
        hint={`Leave blank to generate one: ${INVITE_CODE_LENGTH} uppercase letters or digits.`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={INVITE_CODE_LENGTH}
        className="font-mono tracking-[0.3em] uppercase"
        error={errors.inviteCode?.message}
        {...form.register('inviteCode')}
      />
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          {...form.register('isPrivate')}
        />
        <span>
          <span className="block text-sm font-semibold">Private league</span>
          <span className="block text-sm text-ink-muted">
            Hidden from the list; people join with the invite code.
          </span>
        </span>
      </label>
      <FormError>{serverError}</FormError>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <Plus aria-hidden="true" className="size-4" />
          Create League
        </Button>
      </div>
    </form>
  );
}
