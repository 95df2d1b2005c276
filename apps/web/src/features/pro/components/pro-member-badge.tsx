import { Crown } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Shown to Pro players where others see an upgrade offer ("User tier"). */
export function ProMemberBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-full bg-linear-to-r from-amber-300 to-yellow-400 px-4 text-sm font-extrabold text-amber-950 shadow-sm shadow-amber-900/20',
        className,
      )}
    >
      <Crown aria-hidden="true" className="size-4" strokeWidth={2.5} />
      Pro Member
    </span>
  );
}
