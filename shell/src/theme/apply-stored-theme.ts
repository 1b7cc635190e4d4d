import {
  DEFAULT_THEME,
  THEME_CONTROL_SELECTOR,
  THEME_STORAGE_KEY,
  isTheme,
  themeControlLabel,
  type Theme,
} from './theme-choice';

/**
 * Applies the stored theme (spec: localStorage "vite-ui-theme"; the root default is dark) as a
 * class on <html> before the first paint, so the page never flashes the wrong theme, and marks
 * <html> with the choice itself (`data-theme-choice`), which picks the theme control's icon.
 * Runs in the early script, so it imports only the plain theme-choice module; ThemeProvider
 * takes over once the shell runs.
 */
export function applyStoredTheme(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    stored = null;
  }
  const choice: Theme = isTheme(stored) ? stored : DEFAULT_THEME;
  document.documentElement.dataset.themeChoice = choice;
  const shown: 'light' | 'dark' =
    choice !== 'system'
      ? choice
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.classList.add(shown);
  document.documentElement.style.colorScheme = shown;
  // The prerendered page is named after the default.
  if (choice !== DEFAULT_THEME) nameThemeControls(themeControlLabel(choice, shown));
}

/**
 * The prerendered theme control is named after the default ("Theme: Dark"), which a screen
 * reader would read on a light page until the shell starts. Each control is named after the
 * visitor's choice in every frame while the HTML arrives, and once more when all of it has been
 * parsed, which is before any module script runs; from start-up the shell names it. Only while
 * the page is loading: after that, the names are the shell's.
 */
function nameThemeControls(label: string): void {
  if (document.readyState !== 'loading') return;
  const nameAll = () => {
    for (const control of document.querySelectorAll(THEME_CONTROL_SELECTOR)) {
      if (control.getAttribute('aria-label') !== label) control.setAttribute('aria-label', label);
    }
  };
  const eachFrame = () => {
    if (document.readyState !== 'loading') return;
    nameAll();
    window.requestAnimationFrame(eachFrame);
  };
  window.requestAnimationFrame(eachFrame);
  document.addEventListener('readystatechange', nameAll, { once: true });
}
