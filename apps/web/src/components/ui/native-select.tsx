// Kept apart from select.tsx so pages that only need a native <select> do not download Radix
// Select and its positioning library.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from '@/components/ui/input';

/** A styled native <select> for simple forms and the smallest screens. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-11 cursor-pointer pr-8', className)} {...props} />;
}

type ChoiceSelectProps<T extends string> = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: T;
  choices: readonly T[];
  labelOf(choice: T): string;
  onChoose(choice: T): void;
};

/** A NativeSelect over a fixed list of choices (the filter bars), typed by the choices. */
export function ChoiceSelect<T extends string>({
  value,
  choices,
  labelOf,
  onChoose,
  ...props
}: ChoiceSelectProps<T>) {
  return (
    <NativeSelect
      value={value}
      // The browser only offers the options below, so the value is one of the choices.
      onChange={(e) => onChoose(e.target.value as T)}
      {...props}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </NativeSelect>
  );
}
