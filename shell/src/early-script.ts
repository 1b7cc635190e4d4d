/**
 * The page's early script: the one script that runs before the content, from a file of its own
 * (the CSP allows no inline script). It applies the stored theme, marks the page as scripted and starts holding what the
 * visitor does until each part of the page is live (shared/src/early-input).
 */
import { installEarlyInput } from '@site/shared/early-input/capture';
import { applyStoredTheme } from './theme/apply-stored-theme';

applyStoredTheme();
// Lets the page's CSS tell a visit with scripts from one without (the hero stats, app.css).
document.documentElement.setAttribute('data-scripted', '');
installEarlyInput(window);
