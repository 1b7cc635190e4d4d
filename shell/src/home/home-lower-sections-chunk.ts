import { lazyModule } from '@site/shared';
import { heldPartCode } from '../held-part-code';

/**
 * The chunk of the home sections below the first screen. The home page renders them from it;
 * the shell preloads it on the first interaction on any page, like its other pages.
 */
export const homeLowerSections = lazyModule(heldPartCode['home:technologies']);
