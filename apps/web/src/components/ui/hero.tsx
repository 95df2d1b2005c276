import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type HeroProps = {
  eyebrow?: ReactNode;
  /** The page's <h1>. */
  title: ReactNode;
  description?: ReactNode;
  /** Call-to-action buttons. */
  actions?: ReactNode;
  /** Optional right-hand column on wide screens. */
  aside?: ReactNode;
  /** Classes for the aside's column (e.g. `max-md:hidden` where the page shows it elsewhere). */
  asideClassName?: string;
  /**
   * Phones get a short banner (title and description only, smaller) so what the page is for (a
   * board, a list) starts in the first screen (docs/decisions/027-phone-first-play.md); the
   * eyebrow and actions show from md up.
   */
  compactOnPhones?: boolean;
  className?: string;
};

/** The faint grid over a `bg-hero` gradient: the first child of a `relative isolate` box. */
export function GridLines() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 bg-grid-lines" />
  );
}

/** A frosted panel on the hero gradient, named by its heading (`labelledBy`). */
export function GlassPanel({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn(
        'rounded-3xl border border-white/15 bg-white/[0.07] p-6 text-white backdrop-blur-md sm:p-7',
        className,
      )}
    >
      {children}
    </section>
  );
}

/** The big gradient banner that opens Home (and other landing-style pages). */
export function Hero({
  eyebrow,
  title,
  description,
  actions,
  aside,
  asideClassName,
  compactOnPhones = false,
  className,
}: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className={cn(
        'relative isolate overflow-hidden rounded-3xl bg-hero text-white shadow-glow',
        'px-6 py-12 sm:px-10 sm:py-16 lg:px-14 lg:py-20',
        compactOnPhones && 'max-md:px-5 max-md:py-6',
        className,
      )}
    >
      <GridLines />
      <div
        className={cn(
          'grid grid-cols-1 items-center gap-12',
          aside ? 'lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)]' : 'max-w-3xl',
        )}
      >
        <div>
          {eyebrow ? (
            <div className={cn('mb-6', compactOnPhones && 'max-md:hidden')}>{eyebrow}</div>
          ) : null}
          <h1
            id="hero-title"
            className={cn(
              'text-[2.625rem] leading-[1.02] font-black tracking-[-0.035em] break-words sm:text-6xl lg:text-7xl',
              compactOnPhones && 'max-md:text-3xl',
            )}
          >
            {title}
          </h1>
          {description ? (
            <p
              className={cn(
                'mt-6 max-w-xl text-lg leading-relaxed text-brand-100 sm:text-xl',
                compactOnPhones && 'max-md:mt-2 max-md:text-base',
              )}
            >
              {description}
            </p>
          ) : null}
          {actions ? (
            <div
              className={cn(
                'mt-9 flex flex-wrap items-center gap-3',
                // Phones: the page's own links (How scoring works…) are further down.
                compactOnPhones && 'max-md:hidden',
              )}
            >
              {actions}
            </div>
          ) : null}
        </div>
        {aside ? <div className={asideClassName}>{aside}</div> : null}
      </div>
    </section>
  );
}
