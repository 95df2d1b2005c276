import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { hydration } from '@/lib/hydration';

/** localStorage key; public/boot.js reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'theme';

export type Theme = 'light' | 'dark';

const THEME_COLORS: Record<Theme, string> = { light: '#f6f5fb', dark: '#0c0a14' };

type ThemeContextValue = {
  /** The theme in effect. */
  theme: Theme;
  /** True when the user picked a theme; false while following the system. */
  isExplicit: boolean;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStored(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
/** Nothing to listen to: only whether this render hydrates server HTML. */
const noSubscription = () => () => {};
/** No system preference on the server. */
const systemIsDark = () => typeof window !== 'undefined' && darkQuery().matches;

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState<Theme | null>(readStored);
  const [systemDark, setSystemDark] = useState(systemIsDark);
  // Server HTML is rendered in the light theme: the hydrating render says the same, then the real
  // theme follows (the page's colours come from boot.js's class, not from this value).
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => hydration.fromServer,
  );

  // Follow the operating system while the user has not chosen.
  useEffect(() => {
    const query = darkQuery();
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Another tab changed (or cleared) the preference.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) setStored(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const actual: Theme = stored ?? (systemDark ? 'dark' : 'light');
  const theme: Theme = hydrating ? 'light' : actual;

  useEffect(() => applyTheme(actual), [actual]);

  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not persisted; still applied for this visit.
    }
    setStored(next);
  }, []);

  const toggleTheme = useCallback(
    () => setTheme(actual === 'dark' ? 'light' : 'dark'),
    [setTheme, actual],
  );

  // Built from what consumers read, so the end of hydration changes nothing for a visitor in
  // the light theme and no consumer re-renders for it.
  const isExplicit = !hydrating && stored !== null;
  const value = useMemo(
    () => ({ theme, isExplicit, setTheme, toggleTheme }),
    [theme, isExplicit, setTheme, toggleTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
