// The phones' bottom tab bar (below md): the five sections one tap away, the bell and the points
// staying in the header, the menu keeping the secondary links (docs/decisions/ "Phone-first
// navigation"). Heights are in px and labels fold into the accessible name when the text is
// large, so the bar stays one row of five tap targets at 200 % text size.
import { cn } from '@/lib/cn';
import { TAB_ITEMS } from '@/app/nav-items';
import { SectionLink } from '@/app/section-link';

export function TabBar({ isSignedIn }: { isSignedIn: boolean }) {
  const items = TAB_ITEMS.filter((item) => item.audience === 'everyone' || isSignedIn);
  return (
    <nav
      aria-label="Sections"
      className={cn(
        '@container fixed inset-x-0 bottom-0 z-40 border-t border-line/70 bg-canvas/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl md:hidden',
        // The installed app in landscape with the keyboard up: the bar would cover the field.
        '[@media(max-height:420px)]:hidden',
      )}
    >
      {/* A grid of as many columns as links: a slow phone that paints the HTML before all of it
          has arrived puts the first links where they stay (a flex row would widen them). */}
      <ul
        className={cn(
          'mx-auto grid h-[56px] max-w-xl items-stretch',
          items.length === 5 ? 'grid-cols-5' : 'grid-cols-4',
        )}
      >
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to} className="min-w-0">
            <SectionLink
              to={to}
              className="flex h-full flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 font-semibold transition-colors"
              activeClassName="text-brand-ink"
              inactiveClassName="text-ink-muted hover:text-ink"
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'grid h-[26px] w-[48px] place-items-center rounded-full',
                      isActive && 'bg-brand-100 dark:bg-brand-500/20',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-[20px]" strokeWidth={2.25} />
                  </span>
                  {/* Hidden, but still the link's name, once the text is too large for five. */}
                  <span className="max-w-full truncate text-[0.625rem] leading-tight tracking-tight @max-[20rem]:sr-only">
                    {label}
                  </span>
                </>
              )}
            </SectionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
