import { lazyModule } from '@site/shared';
import { heldPartCode } from '../held-part-code';

/**
 * The footer's newsletter form in a chunk of its own: the footer is on every page but seldom in
 * the first view, so its form code loads when the form comes on screen or the visitor acts on it
 * (a LivePart held until wanted), or with the rest of the shell after the first interaction.
 */
export const footerNewsletterChunk = lazyModule(heldPartCode['footer:newsletter']);
