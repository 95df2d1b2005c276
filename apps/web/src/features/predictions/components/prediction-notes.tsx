// The titled notes a prediction can carry, on its card and in the moderation dialogs: the
// admin's comment, the creator's or a joiner's response, the admin's note. User text is always
// rendered as text (docs/security.md).
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { Gavel, MessageSquareText, ShieldCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { TitledBlockProps } from '@/components/ui/titled-block';
import { cn } from '@/lib/cn';

/** A titled note on a card or in a dialog: admin comment, response, admin note. */
export function Note({
  icon: Icon,
  title,
  tone,
  children,
}: TitledBlockProps & { tone: 'warning' | 'neutral' | 'brand' }) {
  const tones = {
    warning:
      'border-amber-300/70 bg-amber-50 text-amber-950 dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-100',
    neutral: 'border-line bg-subtle text-ink',
    brand:
      'border-brand-200 bg-brand-50 text-brand-950 dark:border-brand-500/30 dark:bg-brand-500/10 dark:text-brand-100',
  } as const;
  return (
    <div className={cn('flex gap-2.5 rounded-xl border px-3 py-2.5 text-sm', tones[tone])}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 opacity-80" />
      <p className="min-w-0 break-words whitespace-pre-line">
        <span className="font-bold">{title}: </span>
        {children}
      </p>
    </div>
  );
}

/** A titled note holding `text`, or nothing when there is none. */
function NoteOf({
  text,
  ...note
}: Omit<ComponentProps<typeof Note>, 'children'> & { text: string | null }) {
  return text ? <Note {...note}>{text}</Note> : null;
}

/** The admin's comment on a flagged prediction, when there is one. */
export function AdminCommentNote({ prediction: p }: { prediction: Prediction }) {
  return <NoteOf icon={ShieldCheck} title="Admin comment" tone="warning" text={p.adminComment} />;
}

/** The admin's flag comment and the creator's or a joiner's response, when there are any. */
export function ModerationNotes({ prediction: p }: { prediction: Prediction }) {
  return (
    <>
      <AdminCommentNote prediction={p} />
      <NoteOf icon={MessageSquareText} title="Response" tone="neutral" text={p.userResponse} />
    </>
  );
}

/** A card's notes: the moderation notes and the admin's note, or nothing when there are none. */
export function PredictionNotes({ prediction: p }: { prediction: Prediction }) {
  if (!(p.adminComment || p.userResponse || p.adminNote)) return null;
  return (
    <div className="flex flex-col gap-2">
      <ModerationNotes prediction={p} />
      <NoteOf icon={Gavel} title="Admin note" tone="brand" text={p.adminNote} />
    </div>
  );
}
