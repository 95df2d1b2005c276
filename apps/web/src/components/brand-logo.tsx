import { cn } from '@/lib/cn';

/** The BoldCall mark: a volt bolt on an electric-violet tile (same art as public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 512 512"
      aria-hidden="true"
      focusable="false"
      className={cn('size-9 shrink-0', className)}
    >
      <defs>
        <linearGradient id="logo-mark-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2b0f7a" />
          <stop offset="1" stopColor="#7040ff" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="120" fill="url(#logo-mark-bg)" />
      <path d="M300 56 122 292h112l-34 164 190-252H276l24-148Z" fill="#ccff33" />
    </svg>
  );
}

/** Mark plus wordmark; `wordmarkClassName` can hide the word where space is short. */
export function BrandLogo({
  className,
  wordmarkClassName,
}: {
  className?: string;
  wordmarkClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('text-xl font-black tracking-[-0.03em]', wordmarkClassName)}>
        Bold<span className="text-brand-ink">Call</span>
      </span>
    </span>
  );
}
