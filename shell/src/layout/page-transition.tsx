import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useMotionParts } from '../motion/motion-loader';
import { LivePart } from '@site/shared';

/**
 * Fades each new page in. The page the visitor arrived on is shown as it is, so content that
 * arrives in the HTML is never hidden behind an animation.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  // React Router gives the location the visitor arrived on the key "default".
  return (
    <PageFrame key={pathname} animate={key !== 'default'}>
      {children}
    </PageFrame>
  );
}

function PageFrame({ animate, children }: { animate: boolean; children: ReactNode }) {
  const motionParts = useMotionParts();
  // Chosen once per page: swapping the wrapper while a page is shown would remount the page.
  const [FadeIn] = useState(() => (animate ? motionParts?.FadeIn : undefined));
  const page = <LivePart name="page">{children}</LivePart>;
  return FadeIn ? <FadeIn>{page}</FadeIn> : <div>{page}</div>;
}
