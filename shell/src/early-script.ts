/**
 * The page's early script: the one script that runs before the content, from a file of its own
 * (the CSP allows no inline script). It keeps uncaught errors until the error reporter starts,
 * marks the page's stylesheets that fail to download, applies the stored theme, brings the
 * section the address names into view, notes when the visitor first saw the page and starts
 * holding what the visitor does until each part of the page is live (shared/src/early-input).
 */
import { SETTLE_TIMEOUT_MS, installEarlyInput } from '@site/shared/early-input/capture';
import { keepEarlyErrors } from './error-reports/early-errors';
import { markFailedStylesheets } from './federation/mark-failed-stylesheets';
import { scrollToAddressAnchor } from './layout/scroll-to-address-anchor';
import { applyStoredTheme } from './theme/apply-stored-theme';
import { PAGE_SHOWN_AT_ATTRIBUTE } from './page-shown-at';

keepEarlyErrors(window);
markFailedStylesheets(document);
applyStoredTheme();
scrollToAddressAnchor(window);
// Timers that the spec counts "from load" (the contact popup) count from here, not from start-up.
document.documentElement.setAttribute(PAGE_SHOWN_AT_ATTRIBUTE, String(Date.now()));
installEarlyInput(window);
// While the page's code starts, motion that would take main-thread frames from it waits for its
// part to go live (app.css, the hero's count-up); if the code never makes it live, not for long.
const STARTING_ATTRIBUTE = 'data-starting';
document.documentElement.setAttribute(STARTING_ATTRIBUTE, '');
window.setTimeout(
  () => document.documentElement.removeAttribute(STARTING_ATTRIBUTE),
  SETTLE_TIMEOUT_MS,
);
