import { cn } from '@/lib/cn';

/** A team's mark: its code on its colours (team logos live on a host our CSP does not allow). */
export function TeamMark({
  code,
  color,
  alternateColor,
  size = 'md',
}: {
  code: string;
  color: string;
  alternateColor: string;
  size?: 'sm' | 'md';
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full border-2 font-black tracking-tight text-white shadow-sm',
        size === 'sm' ? 'size-7 text-[0.625rem]' : 'size-11 text-xs',
      )}
      style={{ backgroundColor: color, borderColor: alternateColor }}
    >
      {code}
    </span>
  );
}
