import { lazyModule } from '@site/shared';
import { useTheme } from '../../theme/theme-provider';
import { useMenuStandIn } from '../../components/menu-stand-in';
import { themeControlLabel } from '../../theme/theme-choice';
import { THEME_TRIGGER_CLASS, ThemeControlIcon } from './theme-choices';

/**
 * The menu's code (Radix menu, popper) is shared with the Services dropdown and is not needed for
 * the first view, so it loads with the rest of the shell after the visitor's first interaction.
 */
const themeMenu = lazyModule(() => import('./theme-menu'));

export const loadThemeMenu = themeMenu.load;

/**
 * The theme control: a menu of Light, Dark and System (spec sections 3 and 4). Its name and icon
 * always say what is chosen, and under System what the system shows now. Until the menu's code
 * is there it is a plain stand-in (see `useMenuStandIn`).
 */
export function ThemeToggle() {
  const { theme, resolved } = useTheme();
  const menu = themeMenu.useLoaded();
  const { standInProps, handOver } = useMenuStandIn(themeMenu.load);

  if (menu) return <menu.ThemeMenu handOver={handOver} />;
  return (
    <button
      {...standInProps}
      className={THEME_TRIGGER_CLASS}
      aria-label={themeControlLabel(theme, resolved)}
      data-theme-control
      // The early script names the prerendered control after the stored choice (apply-stored-theme)
      suppressHydrationWarning
      data-testid="theme-toggle"
    >
      <ThemeControlIcon />
    </button>
  );
}
