/**
 * The page's early script: the one script that runs before the content, from a file of its own
 * (the CSP allows no inline script). It keeps uncaught errors until the error reporter starts,
 * applies the stored theme, notes when the visitor first saw the page and starts holding what the
 * visitor does until each part of the page is live (shared/src/early-input).
 */
import { installEarlyInput } from '@site/shared/early-input/capture';
import { keepEarlyErrors } from './error-reports/early-errors';
import { applyStoredTheme } from './theme/apply-stored-theme';
import { PAGE_SHOWN_AT_ATTRIBUTE } from './page-shown-at';

keepEarlyErrors(window);
applyStoredTheme();
// Timers that the spec counts "from load" (the contact popup) count from here, not from start-up.
document.documentElement.setAttribute(PAGE_SHOWN_AT_ATTRIBUTE, String(Date.now()));
installEarlyInput(window);
