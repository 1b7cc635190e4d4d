/**
 * The code of each part of the shell's pages and layout that is held until wanted, by the part's
 * name (its HeldSection's `name`). The pages load the parts' code from here; the build records
 * each one's browser files, and a composed page lists those of its held parts, so that the early
 * script asks for a part's code as soon as the visitor acts on it (shared/src/early-input).
 * The home sections below the hero share one chunk. (The home page's fragments of the remotes are
 * remote modules, not listed here.)
 */
export const heldPartCode = {
  'footer:newsletter': () => import('./newsletter/footer-newsletter'),
  'contact:faq': () => import('./faq/mode-faq-section'),
  'home:technologies': () => import('./home/home-lower-sections'),
  'home:core-values': () => import('./home/home-lower-sections'),
  'home:why-us': () => import('./home/home-lower-sections'),
  'home:why-choose-us': () => import('./home/home-lower-sections'),
  'home:about': () => import('./home/home-lower-sections'),
  'home:testimonials': () => import('./home/home-lower-sections'),
  'home:faq': () => import('./home/home-lower-sections'),
  'home:call-to-action': () => import('./home/home-lower-sections'),
};
