// Settings › Notifications: for each reason, which channels reach the player; the digest's
// frequency; quiet hours in their time zone (docs/rules/notification-settings.md "Settings").
// One "Save settings" button sends what changed; the server's answer becomes the saved state.
import {
  INSTANT_EMAIL_REASONS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_REASONS,
  type NotificationChannel,
  type NotificationReason,
} from '@boldcall/shared/rules/notifications';
import {
  updateNotificationSettingsSchema,
  type NotificationSettings,
} from '@boldcall/shared/schemas/notifications';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { StringFieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ChoiceSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { FormNote } from './form-note';
import { useSaveNotificationSettings } from '../api/notification-settings-api';
import { CHANNEL_LABELS, REASON_LABELS } from './reason-labels';
import {
  changesOf,
  DIGEST_CHOICES,
  DIGEST_LABELS,
  draftOf,
  timeZoneChoices,
  type SettingsDraft,
} from './settings-draft';

// Plain labels, not components/ui/label: see components/ui/form-note.tsx.
const FIELD_LABEL = 'text-sm font-semibold text-ink';

/** One end of the quiet hours: a labelled, required time of day. */
function TimeField({ label, value, onValue }: StringFieldProps) {
  return (
    <label className="flex flex-col gap-1.5">
      <span className={FIELD_LABEL}>{label}</span>
      <Input type="time" required value={value} onChange={(e) => onValue(e.target.value)} />
    </label>
  );
}

const SWITCHABLE = NOTIFICATION_REASONS.filter((r) => r !== 'digest');

function emailNote(reason: NotificationReason, digestOff: boolean): string {
  if (INSTANT_EMAIL_REASONS.includes(reason)) return 'E-mail goes out at once.';
  return digestOff
    ? 'By e-mail in your digest, which is off.'
    : 'By e-mail in your digest, not at once.';
}

function ChannelSwitch({
  reason,
  channel,
  checked,
  onChange,
}: {
  reason: NotificationReason;
  channel: NotificationChannel;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { visible, name } = CHANNEL_LABELS[channel];
  return (
    <label
      className={cn(
        'inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 text-sm font-semibold transition-colors select-none hover:border-line-strong',
        'has-checked:border-primary/60 has-checked:bg-brand-50 has-focus-visible:ring-4 has-focus-visible:ring-primary/25 dark:has-checked:bg-brand-500/15',
      )}
    >
      <input
        type="checkbox"
        role="switch"
        className="size-4 cursor-pointer accent-brand-600 focus-visible:outline-none"
        aria-label={name(REASON_LABELS[reason].label)}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {visible}
    </label>
  );
}

function ReasonRow({
  reason,
  channels,
  digestOff,
  onChange,
}: {
  reason: NotificationReason;
  channels: SettingsDraft['reasons'][NotificationReason];
  digestOff: boolean;
  onChange(channel: NotificationChannel, on: boolean): void;
}) {
  const id = useId();
  const { label, description } = REASON_LABELS[reason];
  return (
    <li>
      <div
        role="group"
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-description`}
        className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
      >
        <div className="min-w-0">
          <p id={`${id}-name`} className="font-semibold">
            {label}
          </p>
          <p id={`${id}-description`} className="text-sm text-ink-muted">
            {description}. {emailNote(reason, digestOff)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {NOTIFICATION_CHANNELS.map((channel) => (
            <ChannelSwitch
              key={channel}
              reason={reason}
              channel={channel}
              checked={channels[channel]}
              onChange={(on) => onChange(channel, on)}
            />
          ))}
        </div>
      </div>
    </li>
  );
}

type Update = (next: Partial<SettingsDraft>) => void;

/** Which channels each reason reaches, and the digest's frequency. */
function ReasonsCard({ draft, update }: { draft: SettingsDraft; update: Update }) {
  const digestId = useId();
  return (
    <Card role="region" aria-labelledby="reasons-heading">
      <CardHeader>
        <CardTitle id="reasons-heading">What reaches you</CardTitle>
        <CardDescription>
          In-app: the bell in the header. E-mail: your account&apos;s address. Push: the devices
          where you turned push on.
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-2">
        <ul className="divide-y divide-line">
          {SWITCHABLE.map((reason) => (
            <ReasonRow
              key={reason}
              reason={reason}
              channels={draft.reasons[reason]}
              digestOff={draft.digest === 'off'}
              onChange={(channel, on) =>
                update({
                  reasons: {
                    ...draft.reasons,
                    [reason]: { ...draft.reasons[reason], [channel]: on },
                  },
                })
              }
            />
          ))}
          <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
            <div className="min-w-0">
              <label htmlFor={digestId} className="font-semibold">
                {REASON_LABELS.digest.label}
              </label>
              <p id={`${digestId}-description`} className="text-sm text-ink-muted">
                {REASON_LABELS.digest.description}. E-mail only.
              </p>
            </div>
            <ChoiceSelect
              id={digestId}
              aria-describedby={`${digestId}-description`}
              className="sm:w-40"
              value={draft.digest}
              choices={DIGEST_CHOICES}
              labelOf={(d) => DIGEST_LABELS[d]}
              onChoose={(digest) => update({ digest })}
            />
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

/** Quiet hours and the time zone they (and the digest) follow. */
function QuietHoursCard({
  draft,
  savedZone,
  update,
}: {
  draft: SettingsDraft;
  savedZone: string;
  update: Update;
}) {
  const zoneId = useId();
  return (
    <Card role="region" aria-labelledby="quiet-heading">
      <CardHeader>
        <CardTitle id="quiet-heading">Quiet hours and time zone</CardTitle>
        <CardDescription>
          Push and instant e-mails that fall in these hours wait until they end; nothing is lost,
          and the bell fills as usual.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <label className="flex w-fit cursor-pointer items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-4 cursor-pointer accent-brand-600"
            checked={draft.quiet}
            onChange={(e) => update({ quiet: e.target.checked })}
          />
          Quiet hours
        </label>
        {draft.quiet ? (
          <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
            <TimeField
              label="From"
              value={draft.quietStart}
              onValue={(quietStart) => update({ quietStart })}
            />
            <TimeField
              label="To"
              value={draft.quietEnd}
              onValue={(quietEnd) => update({ quietEnd })}
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5 sm:max-w-sm">
          <label htmlFor={zoneId} className={FIELD_LABEL}>
            Time zone
          </label>
          <ChoiceSelect
            id={zoneId}
            aria-describedby={`${zoneId}-hint`}
            value={draft.timeZone}
            choices={timeZoneChoices(draft.timeZone)}
            labelOf={(zone) => zone.replace(/_/g, ' ')}
            onChoose={(timeZone) => update({ timeZone })}
          />
          <p id={`${zoneId}-hint`} className="text-sm text-ink-muted">
            {draft.timeZone === savedZone
              ? 'Quiet hours and the digest follow this zone.'
              : `Saved settings use ${savedZone}.`}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

export function NotificationSettingsForm({
  settings,
  browserZone,
}: {
  settings: NotificationSettings;
  browserZone: string | null;
}) {
  const [draft, setDraft] = useState(() => draftOf(settings, browserZone));
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const save = useSaveNotificationSettings();
  const changes = changesOf(settings, draft);
  const dirty = Object.keys(changes).length > 0;
  const update = (next: Partial<SettingsDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setSaved(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    // The same schema the server applies: a cleared time is named before any request.
    const checked = updateNotificationSettingsSchema.safeParse(changes);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the settings and try again.');
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (next) => {
        setDraft(draftOf(next, browserZone));
        setSaved(true);
      },
      onError: (e) =>
        setError(
          isApiError(e) && e.message ? e.message : 'Could not save your settings. Try again.',
        ),
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6" noValidate>
      <ReasonsCard draft={draft} update={update} />
      <QuietHoursCard draft={draft} savedZone={settings.timeZone} update={update} />

      <div className="flex flex-col gap-3">
        <FormNote tone="error">{error}</FormNote>
        {saved && !dirty ? <FormNote tone="success">Saved</FormNote> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            Save settings
          </Button>
          <p className="text-sm text-ink-muted">
            {dirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
          </p>
        </div>
      </div>
    </form>
  );
}
