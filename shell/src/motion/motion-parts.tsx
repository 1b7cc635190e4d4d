import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig, domAnimation, m, type Transition } from 'framer-motion';

/**
 * The framer-motion pieces of the shell. This module is loaded on the visitor's first
 * interaction (see motion-loader.ts), so framer-motion never weighs on the first load; until it
 * arrives, the shell shows the same elements without animation.
 */
function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/** Fades and lifts its content in when it mounts (a page after a client-side navigation). */
export function FadeIn({ children }: { children: ReactNode }) {
  return (
    <MotionScope>
      <m.div
        initial={{ opacity: 0, y: 8 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.25, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </MotionScope>
  );
}

interface SlideProps {
  /** Horizontal offset in pixels; changes animate with `transition`. */
  x: number;
  transition: Transition;
  className: string;
}

/** A span that slides to `x`, starting where it is (no entrance animation). */
export function Slide({ x, transition, className }: SlideProps) {
  return (
    <MotionScope>
      <m.span initial={false} animate={{ x }} transition={transition} className={className} />
    </MotionScope>
  );
}
