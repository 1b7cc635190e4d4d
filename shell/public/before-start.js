// Applies the stored theme before the first paint so the page never flashes the wrong theme.
// Kept as a file (not inline) so the Content-Security-Policy can forbid inline scripts.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('vite-ui-theme');
  } catch {
    stored = null;
  }
  var theme = stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'dark';
  if (theme === 'system') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.add(theme);
  document.documentElement.style.colorScheme = theme;
})();
