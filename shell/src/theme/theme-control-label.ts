import type { Theme } from './theme-provider';

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
 * "Theme: System (dark)". Imports nothing at run time: the early script uses it too.
 */
export function themeControlLabel(theme: Theme, resolved: 'light' | 'dark'): string {
  return theme === 'system'
    ? `Theme: ${THEME_LABELS.system} (${resolved})`
    : `Theme: ${THEME_LABELS[theme]}`;
}
