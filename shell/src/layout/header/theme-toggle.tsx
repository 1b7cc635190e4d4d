import { useState } from 'react';
import { lazyModule } from '@site/shared';
import { useTheme } from '../../theme/theme-provider';
import { THEME_TRIGGER_CLASS, ThemeControlIcon, themeControlLabel } from './theme-choices';

/**
 * The menu's code (Radix menu, popper) is shared with the Services dropdown and is not needed for
 * the first view, so it loads with the rest of the shell after the visitor's first interaction.
 */
const themeMenu = lazyModule(() => import('./theme-menu'));

export const loadThemeMenu = themeMenu.load;

/**
 * The theme control: a menu of Light, Dark and System (spec sections 3 and 4). Its name and icon
 * always say what is chosen, and under System what the system shows now. Until the menu's code
 * is there it is a plain button that looks the same; pressing it loads the code and opens the
 * menu as soon as it arrives (as the Services submenu does).
 */
export function ThemeToggle() {
  const { theme, resolved } = useTheme();
  const menu = themeMenu.useLoaded();
  const [openedEarly, setOpenedEarly] = useState<'pointer' | 'keyboard' | null>(null);
  const [focused, setFocused] = useState(false);

  if (menu) return <menu.ThemeMenu openedEarly={openedEarly} focusTrigger={focused} />;

  const openWhenLoaded = (how: 'pointer' | 'keyboard') => {
    setOpenedEarly(how);
    themeMenu.load().catch(() => undefined);
  };
  return (
    <button
      type="button"
      className={THEME_TRIGGER_CLASS}
      aria-label={themeControlLabel(theme, resolved)}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="theme-toggle"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) openWhenLoaded('pointer');
      }}
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          openWhenLoaded('keyboard');
        }
      }}
    >
      <ThemeControlIcon theme={theme} />
    </button>
  );
}
