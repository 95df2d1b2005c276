// A page section's eyebrow and <h2>: the home feed and the profile history.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function SectionHeading({
  id,
  eyebrow,
  size = 'md',
  children,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <div>
      <p className="text-xs font-bold tracking-[0.14em] text-brand-ink uppercase">{eyebrow}</p>
      <h2
        id={id}
        className={cn(
          'mt-1 font-black tracking-tight',
          size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl',
        )}
      >
        {children}
      </h2>
    </div>
  );
}
