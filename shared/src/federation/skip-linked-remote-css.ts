import type { Plugin } from 'vite';
import { FAILED_STYLESHEET_ATTRIBUTE } from '../contracts/remote-modules';

/** The entry's helper module, which adds a module's stylesheet to the page when it is loaded. */
const ENTRY_HELPER_ID = '\0virtual:__remoteEntryHelper__remoteEntry.js';
const ADDS_ONCE_PER_ENTRY = 'if (href in seen) return;';
const ADDS_ONLY_WHAT_THE_PAGE_LACKS =
  'if (href in seen || [...document.querySelectorAll(\'link[rel~="stylesheet"]\')]' +
  `.some((link) => link.href === href && !link.hasAttribute('${FAILED_STYLESHEET_ATTRIBUTE}'))) return;`;

/**
 * The federation runtime adds a remote's stylesheet to the page the first time one of its
 * modules is loaded, even when the page's HTML links it already, as every composed page does.
 * A stylesheet added to a page restyles all of it (about 40 ms of a throttled phone's start-up,
 * more with the @property rules Tailwind writes), so the remote's entry adds only a stylesheet
 * the page does not have yet: what a visit that moves to the remote's pages in the browser needs,
 * or one whose download failed (the shell marks those: FAILED_STYLESHEET_ATTRIBUTE). Kept in the
 * remote's own build so that it holds with any shell.
 */
export function skipLinkedRemoteCss(): Plugin {
  let helperChanged = false;
  return {
    name: 'skip-linked-remote-css',
    apply: 'build',
    transform(code, id) {
      if (id !== ENTRY_HELPER_ID) return null;
      if (!code.includes(ADDS_ONCE_PER_ENTRY)) {
        // The runtime's code changed: fail the build rather than restyle every page again.
        throw new Error(
          `skip-linked-remote-css: "${ADDS_ONCE_PER_ENTRY}" is not in the federation runtime's ` +
            'entry helper any more; find where it adds stylesheets and update this plugin.',
        );
      }
      helperChanged = true;
      return { code: code.replace(ADDS_ONCE_PER_ENTRY, ADDS_ONLY_WHAT_THE_PAGE_LACKS), map: null };
    },
    buildEnd(error) {
      if (!error && !helperChanged) {
        throw new Error(`skip-linked-remote-css: the build has no module ${ENTRY_HELPER_ID}`);
      }
    },
  };
}
