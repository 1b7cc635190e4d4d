import { useCallback, useRef } from 'react';

/**
 * For a plain stand-in that the real control replaces when its code arrives: whether focus was
 * inside the stand-in as React removed it. It is read in the ref's cleanup, which React runs
 * before the element leaves the document, so focus given before hydration counts too (React's
 * onFocus never saw it). `hadFocus` is set by the time the replacement's layout effects run.
 */
export function useStandInFocus<E extends HTMLElement>() {
  const hadFocus = useRef(false);
  const standInRef = useCallback((standIn: E | null) => {
    if (!standIn) return undefined;
    return () => {
      hadFocus.current = standIn.contains(standIn.ownerDocument.activeElement);
    };
  }, []);
  return { standInRef, hadFocus };
}
