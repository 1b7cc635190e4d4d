import { lazyModule } from '@site/shared';

/**
 * The chunk of the home sections below the first screen. The home page renders them from it;
 * the shell preloads it on the first interaction on any page, like its other pages.
 */
export const homeLowerSections = lazyModule(() => import('./home-lower-sections'));
