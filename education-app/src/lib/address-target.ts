import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsHydrating } from '@site/shared/lib/use-is-hydrating';

/** The id an address hash names: "#python-basics" -> "python-basics"; "" for none. */
export function idOfHash(hash: string): string {
  if (hash.length < 2) return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * The item the address hash names on this page (a course, a topic, an internship), read after
 * hydration: the page was composed without a hash, and hydration must meet it as it is.
 */
export function useAddressTarget(): string {
  const { hash } = useLocation();
  const hydrating = useIsHydrating();
  return hydrating ? '' : idOfHash(hash);
}

/** Scrolls the element with the id to the top of the view and focuses it. */
function showElement(id: string) {
  const element = document.getElementById(id);
  element?.scrollIntoView({ block: 'start' });
  element?.focus({ preventScroll: true });
}

/**
 * Brings the item the address hash names into view, as a search result's link asks
 * ("/education#python-basics"), and again whenever the hash changes. `reveal(id)` runs while
 * rendering: it answers whether the id is one of the caller's items, setting the caller's state
 * so that it shows (its tab, its topic). After that render `show(id)` runs (by default: the
 * element with the id is scrolled to the top of the view and focused), in the next frame, after
 * the shell's own work on a new page (scrolling it to the top).
 */
export function useRevealAddressTarget(
  reveal: (id: string) => boolean,
  show: (id: string) => void = showElement,
): void {
  const target = useAddressTarget();
  const [handledTarget, setHandledTarget] = useState('');
  const [shownTarget, setShownTarget] = useState('');
  // State adjusted while rendering, as React advises for state that follows a changing value.
  if (target !== handledTarget) {
    setHandledTarget(target);
    setShownTarget(target !== '' && reveal(target) ? target : '');
  }

  const showTarget = useEffectEvent(show);
  useEffect(() => {
    if (shownTarget === '') return;
    const frame = window.requestAnimationFrame(() => showTarget(shownTarget));
    return () => window.cancelAnimationFrame(frame);
  }, [shownTarget]);
}
