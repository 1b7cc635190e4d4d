/**
 * The code of each part of tech-app's pages that is held until wanted, by the part's name (its
 * HeldSection's `name`). The pages load the parts' code from here; the build records each one's
 * browser files, and a composed page lists those of its held parts, so that the early script
 * asks for a part's code as soon as the visitor acts on it (shared/src/early-input).
 */
export const heldPartCode = {
  'careers:form': () => import('./careers/career-application-form'),
  'pricing:faq': () => import('./pricing/pricing-questions'),
};
