/**
 * Applies the stored theme (spec: localStorage "vite-ui-theme"; the root default is dark) as a
 * class on <html> before the first paint, so the page never flashes the wrong theme, and marks
 * <html> with the choice itself (`data-theme-choice`), which picks the theme control's icon.
 * Runs in the early script, so it imports nothing; ThemeProvider takes over once the shell runs.
 */
export function applyStoredTheme(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem('vite-ui-theme');
  } catch {
    stored = null;
  }
  const choice = stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'dark';
  document.documentElement.dataset.themeChoice = choice;
  let theme = choice;
  if (theme === 'system') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.add(theme);
  document.documentElement.style.colorScheme = theme;
}
