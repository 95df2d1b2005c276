// Whether a CSS media query matches now, kept current as the screen changes (rotation, resize).
// For what CSS alone cannot do, such as rendering a part in another place on phones.
import { useCallback, useSyncExternalStore } from 'react';

/** Below Tailwind's `md` breakpoint: where the phones' tab bar shows. */
export const PHONE_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
