// The box under a form: red for a failed submission (an alert), green for a step that worked.
// Apart from form-field.tsx so that a page can show it without the field components and the
// Radix label they bring (docs/performance.md).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const SUCCESS_CLASSES = 'border-success-ink/40 bg-success-ink/10 text-success-ink';

export function FormNote({
  tone,
  successClassName = SUCCESS_CLASSES,
  children,
}: {
  tone: 'error' | 'success';
  /** The green box's border and colours, for a note that sits on a tinted page. */
  successClassName?: string;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border px-4 py-3 text-sm font-medium',
        tone === 'error' ? 'border-danger/40 bg-danger/10 text-danger-ink' : successClassName,
      )}
    >
      {children}
    </div>
  );
}
