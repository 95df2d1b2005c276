// Writing a comment, a reply or an edit, with the @mention picker: typing `@` and a few letters
// opens a list of players under the text box (a textbox owning a listbox: arrow keys move,
// Enter or Tab picks, Escape closes; the active option is announced through
// aria-activedescendant and the count through a live region).
import { COMMENT_MAX } from '@boldcall/shared/rules/comments';
import { commentTextSchema, type MentionCandidate } from '@boldcall/shared/schemas/comments';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';
import { useMentionCandidates } from '../api/comments-api';

// The `@name` being typed just before the caret.
const TYPING_MENTION = /(^|[^A-Za-z0-9_@.-])@([A-Za-z0-9_-]{0,30})$/;

type ComposerProps = {
  predictionId: string;
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  error: string | null;
  onSubmit(text: string): Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** The players matching the `@name` being typed, under the text box; the active one marked. */
function MentionList({
  listId,
  options,
  active,
  onPick,
}: {
  listId: string;
  options: MentionCandidate[];
  active: number;
  onPick(username: string): void;
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Players to mention"
      className="absolute top-full left-0 z-20 mt-1 w-64 max-w-full overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-xl"
    >
      {options.map((option, i) => (
        <li
          key={option.userId}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(option.username);
          }}
          className={cn(
            'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-ink',
            i === active && 'bg-brand-100 dark:bg-brand-500/20',
          )}
        >
          <UserAvatar username={option.username} avatar={option.avatar} size="xs" />@
          {option.username}
        </li>
      ))}
    </ul>
  );
}

export function CommentComposer({
  predictionId,
  label,
  submitLabel,
  initial = '',
  pending,
  error,
  onSubmit,
  onCancel,
  autoFocus,
}: ComposerProps) {
  const id = useId();
  const listId = `${id}-mentions`;
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [localError, setLocalError] = useState<string | null>(null);
  const candidates = useMentionCandidates(predictionId, query);
  const options = query !== null ? (candidates.data ?? []) : [];
  const open = query !== null && options.length > 0;

  const readMention = (value: string, caret: number) => {
    const match = TYPING_MENTION.exec(value.slice(0, caret));
    setQuery(match ? match[2]! : null);
    setActive(0);
  };

  const pick = (username: string) => {
    const el = ref.current;
    const caret = el?.selectionStart ?? text.length;
    const before = text.slice(0, caret).replace(/@([A-Za-z0-9_-]{0,30})$/, `@${username} `);
    const next = before + text.slice(caret);
    setText(next);
    setQuery(null);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(before.length, before.length);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(options[active]!.username);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setQuery(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = commentTextSchema.safeParse(text);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? 'Please check the comment.');
      return;
    }
    setLocalError(null);
    try {
      await onSubmit(parsed.data);
      setText('');
    } catch {
      // The mutation's error is shown below.
    }
  };

  const shownError = localError ?? error;
  const activeId = open ? `${listId}-${active}` : undefined;
  return (
    <form onSubmit={submit} className="relative grid gap-2" noValidate>
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <Textarea
        ref={ref}
        id={`${id}-text`}
        rows={3}
        value={text}
        placeholder={`${label}… (type @ to mention a player)`}
        maxLength={COMMENT_MAX + 50}
        autoFocus={autoFocus}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={activeId}
        aria-describedby={`${id}-count${shownError ? ` ${id}-error` : ''}`}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          readMention(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
        className="min-h-20"
      />
      {open ? (
        <MentionList listId={listId} options={options} active={active} onPick={pick} />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {open
          ? `${options.length} player${options.length === 1 ? '' : 's'} found. Use the arrow keys and Enter to pick one.`
          : ''}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          id={`${id}-count`}
          className={cn('text-xs text-ink-muted', text.length > COMMENT_MAX && 'text-danger-ink')}
        >
          {text.trim().length}/{COMMENT_MAX}
        </span>
        <div className="flex gap-2">
          {onCancel ? (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={pending}>
            {submitLabel}
          </Button>
        </div>
      </div>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-ink">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
