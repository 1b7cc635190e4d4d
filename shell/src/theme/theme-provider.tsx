import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useIsHydrating } from '@site/shared/lib/use-is-hydrating';
import { DEFAULT_THEME, THEME_STORAGE_KEY, isTheme, type Theme } from './theme-choice';

interface ThemeState {
  /** The visitor's choice. */
  theme: Theme;
  /** What is shown: the choice, or under "system" the operating system's preference now. */
  resolved: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

const themeListeners = new Set<() => void>();

function subscribeToStoredTheme(listener: () => void) {
  themeListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    themeListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function storeTheme(theme: Theme) {
  window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  themeListeners.forEach((listener) => listener());
}

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_SCHEME_QUERY).matches;
}

function subscribeToSystemScheme(listener: () => void) {
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const noSubscription = () => () => undefined;

/**
 * What the operating system asks for now, following its changes. For code that renders in the
 * browser only (the theme menu); while hydrating it reads null.
 */
export function useSystemTheme(): 'light' | 'dark' | null {
  return useSyncExternalStore(
    subscribeToSystemScheme,
    () => (systemPrefersDark() ? 'dark' : 'light'),
    () => null,
  );
}

/**
 * Puts the theme's class on <html>, and the choice as its `data-theme-choice`. A class taken off
 * <html> and put back restyles the whole page (40 ms of a throttled phone's start-up), so only
 * what differs is touched: the early script has already applied the visitor's theme before the
 * first paint.
 */
function applyTheme(theme: Theme, resolved: 'light' | 'dark') {
  const root = document.documentElement;
  if (root.dataset.themeChoice !== theme) root.dataset.themeChoice = theme;
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved;
}

/** The stored choice, or the default; the default while prerendering and hydrating. */
function useChosenTheme(defaultTheme: Theme): Theme {
  return useSyncExternalStore(
    subscribeToStoredTheme,
    () => {
      const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
      return isTheme(stored) ? stored : defaultTheme;
    },
    () => defaultTheme,
  );
}

/** The theme shown: the choice, or under "system" what the operating system asks for now. */
function useResolvedTheme(theme: Theme): 'light' | 'dark' {
  const followsSystem = theme === 'system';
  // The system preference is read (and followed) only under "system".
  const systemDark = useSyncExternalStore(
    followsSystem ? subscribeToSystemScheme : noSubscription,
    () => (followsSystem ? systemPrefersDark() : null),
    () => null,
  );
  if (!followsSystem) return theme;
  return systemDark === false ? 'light' : 'dark';
}

const DefaultThemeContext = createContext<Theme | null>(null);

/**
 * Light, dark or system theme, stored under vite-ui-theme, applied as a class on <html>. With
 * "system" the class follows the operating system preference as it changes, and so does what
 * useTheme() reports, so a control showing the theme never goes stale. The stored value and the
 * system preference are read through useSyncExternalStore, so prerendered HTML (made with the
 * default) hydrates cleanly and then shows the visitor's choice.
 *
 * The provider's context holds the default only, which never changes: each user of useTheme()
 * reads the store itself. A context value that changed while the page hydrates would reach the
 * parts still held as server HTML (LivePart, shared/src/early-input) and make React render them
 * afresh, empty until they are wanted.
 */
export function ThemeProvider({
  children,
  defaultTheme = DEFAULT_THEME,
}: {
  children: ReactNode;
  defaultTheme?: Theme;
}) {
  const theme = useChosenTheme(defaultTheme);
  const resolved = useResolvedTheme(theme);
  // While hydrating, the theme read is the default, not the visitor's: the early script has
  // already applied theirs, and it stays until the visitor's own is read.
  const hydrating = useIsHydrating();

  useEffect(() => {
    if (!hydrating) applyTheme(theme, resolved);
  }, [theme, resolved, hydrating]);

  return (
    <DefaultThemeContext.Provider value={defaultTheme}>{children}</DefaultThemeContext.Provider>
  );
}

export function useTheme(): ThemeState {
  const defaultTheme = useContext(DefaultThemeContext);
  if (!defaultTheme) throw new Error('useTheme must be used inside ThemeProvider');
  const theme = useChosenTheme(defaultTheme);
  const resolved = useResolvedTheme(theme);
  return { theme, resolved, setTheme: storeTheme };
}
