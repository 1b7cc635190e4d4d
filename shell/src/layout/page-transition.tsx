import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { m } from 'framer-motion';

/**
 * Fades each new page in. The first page is shown as it is, so content that arrives in the
 * HTML is never hidden behind an animation.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  // React Router gives the location the visitor arrived on the key "default".
  const animate = key !== 'default';
  return (
    <m.div
      key={pathname}
      initial={animate ? { opacity: 0, y: 8 } : false}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.25, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  );
}
