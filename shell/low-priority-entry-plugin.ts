import type { Plugin } from 'vite';

/**
 * Marks the built page template's entry script `fetchpriority="low"`, like the preloads that
 * composition adds for the route's code: on a slow connection the stylesheets come first and
 * the page paints sooner, while the code still starts downloading at once. (Vite writes the
 * entry's tag itself, dropping attributes given in index.html.)
 */
export function lowPriorityEntryScript(): Plugin {
  return {
    name: 'site-low-priority-entry-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module"(?![^>]*fetchpriority)/g,
          '<script type="module" fetchpriority="low"',
        ),
    },
  };
}
