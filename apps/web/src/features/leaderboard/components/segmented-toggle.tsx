// A row of pressed/unpressed buttons of which exactly one is on (the board, the period): a grid
// of equal cells on phones, a compact strip from `sm` up.
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export function SegmentedToggle<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
  iconOf,
  padding,
}: {
  /** The group's accessible name. */
  label: string;
  options: readonly T[];
  value: T;
  onChange(value: T): void;
  labelOf(option: T): string;
  /** An icon before each label, shown from `sm` up. */
  iconOf?: (option: T) => LucideIcon;
  /** The buttons' horizontal padding classes. */
  padding: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="grid grid-cols-3 gap-1 rounded-2xl border border-line bg-subtle p-1 sm:inline-flex"
    >
      {options.map((option) => {
        const Icon = iconOf?.(option);
        const active = value === option;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option)}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-xl text-sm font-semibold whitespace-nowrap transition-colors',
              padding,
              active ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {Icon ? <Icon aria-hidden="true" className="size-4 max-sm:hidden" /> : null}
            {labelOf(option)}
          </button>
        );
      })}
    </div>
  );
}
