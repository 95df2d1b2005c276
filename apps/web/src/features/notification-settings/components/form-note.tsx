// The red box for a failed step and the green one for a saved form, as in form-field.tsx: kept
// apart because importing form-field (and with it the Radix label) from this page split a shared
// chunk out of Home's first load (docs/performance.md).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function FormNote({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'border-danger/40 bg-danger/10 text-danger-ink'
          : // Opaque: this page's notes sit on the tinted page, not in a white card.
            'border-success-ink/40 bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
      )}
    >
      {children}
    </div>
  );
}
