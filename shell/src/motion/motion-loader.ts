import { lazyModule } from '@site/shared';

/**
 * framer-motion and the shell's animated pieces. The shell loads them on the visitor's first
 * interaction (animations are never needed before one); until then it shows the same elements
 * without animation.
 */
const motionParts = lazyModule(() => import('./motion-parts'));

export const loadMotionParts = motionParts.load;
export const useMotionParts = motionParts.useLoaded;
