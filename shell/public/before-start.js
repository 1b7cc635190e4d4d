// Runs before the site's own code, from a file (not inline) so the Content-Security-Policy can
// forbid inline scripts.
(function () {
  // The stored theme, applied before the first paint so the page never flashes the wrong theme.
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

  // A form of the prerendered page sent before React has taken it over (the shell starting, or
  // a remote's code arriving later) would reload the page with the fields in the address and
  // drop what the visitor typed. The site's forms are all sent by script, so a form without its
  // own action never submits natively: the fields keep their values, React adopts them when it
  // takes the form over (useKeepEarlyInput), and the next press sends them. The header search
  // has an action and works without JavaScript.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (form instanceof HTMLFormElement && !form.hasAttribute('action')) event.preventDefault();
    },
    true,
  );
})();
