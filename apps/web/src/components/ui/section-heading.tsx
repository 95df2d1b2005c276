// A page section's eyebrow and <h2> (the home feed and the profile history), the <h2> led by an
// icon that names a panel (standings, track record, comments, invitations), and a section under
// a plain <h2> (the profile's settings, a league's owner panel).
import type { LucideIcon } from 'lucide-react';
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

/** A panel's <h2> led by its icon (decorative: the text names the panel); size and tone by class. */
export function IconHeading({
  id,
  icon: Icon,
  className,
  iconClassName,
  children,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  icon: LucideIcon;
  /** Size and colour of the text, e.g. `text-lg tracking-tight`. */
  className?: string;
  /** Colour of the icon, e.g. `text-brand-ink` (it inherits the text's otherwise). */
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className={cn('flex items-center gap-2 font-extrabold', className)}>
      <Icon aria-hidden="true" className={cn('size-5', iconClassName)} />
      {children}
    </h2>
  );
}

/** A section named by its plain <h2> (settings, an owner's panel); its layout by `className`. */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-extrabold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
