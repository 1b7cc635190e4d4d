/**
 * The visitor's theme choice, as the theme control names it. Plain data and functions only:
 * the early script imports this module too, before any React code has arrived.
 */

export type Theme = 'light' | 'dark' | 'system';

/** Spec: the choice is stored in localStorage under this key. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

/** Spec: the theme is dark at the root layout until the visitor chooses; pages prerender with it. */
export const DEFAULT_THEME: Theme = 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The three choices' names, as the theme menu lists them (spec section 3). */
export const THEME_LABELS: Readonly<Record<Theme, string>> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

/** Each theme control carries `data-theme-control`, so the early script can name it. */
export const THEME_CONTROL_SELECTOR = '[data-theme-control]';

/**
 * The theme control's name: the choice, and under "system" what the system shows now, e.g.
 * "Theme: System (dark)".
 */
export function themeControlLabel(theme: Theme, resolved: 'light' | 'dark'): string {
  return theme === 'system'
    ? `Theme: ${THEME_LABELS.system} (${resolved})`
    : `Theme: ${THEME_LABELS[theme]}`;
}
