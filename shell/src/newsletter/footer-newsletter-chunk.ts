import { lazyChunk } from '../components/lazy-chunk';

/**
 * The footer's newsletter form in a chunk of its own: the footer is on every page but seldom in
 * the first view, so its form code loads when the form comes into view or the visitor first
 * interacts (DeferredHydration), or with the rest of the shell after the first interaction.
 */
export const footerNewsletterChunk = lazyChunk(() => import('./footer-newsletter'));
