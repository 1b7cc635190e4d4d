import { lazyChunk } from '../components/lazy-chunk';

/**
 * The chunk of the home sections below the first screen. The home page renders them from it;
 * the shell preloads it on the first interaction on any page, like its other pages.
 */
export const homeLowerSections = lazyChunk(() => import('./home-lower-sections'));
