import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary around server-rendered content. React hydrates what is inside as its own,
 * interruptible piece of work after the rest of the page, instead of inside the one long task
 * that hydrates the page; a click on it meanwhile hydrates it first and is then replayed.
 * Nothing inside suspends, so the fallback is never seen.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
