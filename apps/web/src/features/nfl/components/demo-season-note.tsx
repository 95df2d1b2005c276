import { FlaskConical } from 'lucide-react';

/** The label on the generated demo season: these are not real games. */
export function DemoSeasonNote() {
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200"
    >
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      Demo season: generated games and scores, not the real NFL schedule.
    </p>
  );
}
