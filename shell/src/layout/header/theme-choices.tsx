import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { THEME_LABELS, type Theme } from '../../theme/theme-choice';

export interface ThemeChoice {
  value: Theme;
  label: string;
  icon: LucideIcon;
}

/** The three choices of the theme menu (spec section 3: light, dark or system). */
export const themeChoices: readonly ThemeChoice[] = [
  { value: 'light', label: THEME_LABELS.light, icon: Sun },
  { value: 'dark', label: THEME_LABELS.dark, icon: Moon },
  { value: 'system', label: THEME_LABELS.system, icon: Monitor },
];

/**
 * The icon of the theme control: the sun or moon shown, or a screen under "system". All three
 * are in the markup and the stylesheet shows the one <html> is marked with (`app.css`), so the
 * first paint, made before the visitor's choice is read, shows theirs too.
 */
export function ThemeControlIcon() {
  return themeChoices.map(({ value, icon: Icon }) => (
    <Icon key={value} data-theme-icon={value} aria-hidden />
  ));
}

export const THEME_TRIGGER_CLASS =
  'inline-flex size-10 items-center justify-center rounded-md text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4';
