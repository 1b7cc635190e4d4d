import { useEffect } from 'react';

/**
 * Marks `<html data-shell-started>` once the shell has hydrated (or rendered) and its handlers
 * are live. Before that, a prerendered page is visible but a click on it does nothing; the
 * browser tests wait for this mark before they interact.
 */
export function useShellStartedMarker() {
  useEffect(() => {
    document.documentElement.dataset.shellStarted = 'true';
  }, []);
}
