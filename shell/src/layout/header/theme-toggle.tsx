import { Moon, Sun } from 'lucide-react';
import { Button } from '@site/shared';
import { resolvedTheme, useTheme } from '../../theme/theme-provider';

/** Switches between dark and light (spec section 4). */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const isDark = resolvedTheme(theme) === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      aria-label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      data-testid="theme-toggle"
    >
      {isDark ? <Sun /> : <Moon />}
    </Button>
  );
}
