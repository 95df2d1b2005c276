// Create League (docs/rules/leagues.md "Creating a league"), for Pro players: League Name and
// Description (required), an optional Invite Code (generated when blank: 6 uppercase letters
// or digits) and Private league. Validated with the shared schema; the server's refusal shows
// in the red box.
import {
  INVITE_CODE_LENGTH,
  LEAGUE_DESCRIPTION_MAX,
  LEAGUE_NAME_MAX,
} from '@boldcall/shared/constants';
import { createLeagueSchema } from '@boldcall/shared/schemas/leagues';
import type { League } from '@boldcall/shared/schemas/leagues';
import { Plus } from 'lucide-react';
import { SchemaDialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/dialog';
import { Field, registered, TextField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useSchemaForm } from '@/lib/schema-form';
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
      {open ? <CreateForm onCreated={onCreated} /> : null}
    </FormDialog>
  );
}

function CreateForm({ onCreated }: { onCreated(league: League): void }) {
  const create = useCreateLeague();
  const schemaForm = useSchemaForm(
    createLeagueSchema,
    { name: '', description: '', inviteCode: '', isPrivate: false },
    'Failed to create league',
  );
  const { form } = schemaForm;

  return (
    <SchemaDialogForm
      schemaForm={schemaForm}
      spacing="tight"
      submitButton={{ icon: Plus, label: 'Create League' }}
      onValid={async (values) => {
        onCreated(await create.mutateAsync(values));
      }}
    >
      <TextField label="League Name" maxLength={LEAGUE_NAME_MAX} {...registered(form, 'name')} />
      <Field label="Description" error={form.formState.errors.description?.message}>
        {(control) => (
          <Textarea
            rows={3}
            maxLength={LEAGUE_DESCRIPTION_MAX}
            {...control}
            {...form.register('description')}
          />
        )}
      </Field>
      <TextField
        label="Invite Code (optional)"
        hint={`Leave blank to generate one: ${INVITE_CODE_LENGTH} uppercase letters or digits.`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={INVITE_CODE_LENGTH}
        className="font-mono tracking-[0.3em] uppercase"
        {...registered(form, 'inviteCode')}
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
    </SchemaDialogForm>
  );
}
