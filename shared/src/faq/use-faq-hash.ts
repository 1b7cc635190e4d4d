import { useCallback, useEffect } from 'react';
import type { FaqCategory } from '../contracts/faq';
import { faqQuestionValue, parseFaqHash, type FaqTarget } from './faq-hash';

/** Spec: after load, wait for the layout to settle before scrolling to the anchored FAQ. */
const CATEGORY_SCROLL_DELAY_MS = 300;
const QUESTION_SCROLL_DELAY_MS = 400;

/** The DOM id of a category ("{prefix}-{slug}") or question ("{prefix}-{slug}-{index}"). */
export function faqElementId(idPrefix: string, anchor: string): string {
  return `${idPrefix}-${anchor}`;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Connects a FAQ section to the URL hash: on load (and on a later hash change) the anchored
 * category or question opens and scrolls into view; `replaceAnchor` records what the visitor
 * opened, with history.replaceState so the page neither jumps nor grows the history.
 */
export function useFaqHash(
  categories: readonly FaqCategory[],
  idPrefix: string,
  openTarget: (target: FaqTarget) => void,
) {
  useEffect(() => {
    const timers: number[] = [];
    // The wait lets the layout settle; a visitor who acts meanwhile has the page where they want
    // it, and it must not move under them.
    const visitorActs = new AbortController();
    let visitorActed = false;
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) {
      document.addEventListener(type, () => (visitorActed = true), {
        capture: true,
        passive: true,
        signal: visitorActs.signal,
      });
    }
    const openFromHash = (onLoad: boolean) => {
      const target = parseFaqHash(window.location.hash, categories);
      if (!target) return;
      openTarget(target);
      const isQuestion = target.questionIndex !== undefined;
      const anchor = isQuestion
        ? faqQuestionValue(target.categorySlug, target.questionIndex ?? 0)
        : target.categorySlug;
      visitorActed = false;
      const timer = window.setTimeout(
        () => {
          if (visitorActed) return;
          // On load the page jumps, as to any anchor: content gliding away would take a press
          // aimed at it elsewhere. A link followed on the page glides.
          document.getElementById(faqElementId(idPrefix, anchor))?.scrollIntoView({
            behavior: onLoad || prefersReducedMotion() ? 'instant' : 'smooth',
            block: 'start',
          });
        },
        isQuestion ? QUESTION_SCROLL_DELAY_MS : CATEGORY_SCROLL_DELAY_MS,
      );
      timers.push(timer);
    };
    const onHashChange = () => openFromHash(false);
    openFromHash(true);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      visitorActs.abort();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [categories, idPrefix, openTarget]);

  return useCallback((anchor: string) => {
    const { pathname, search } = window.location;
    const url = anchor ? `${pathname}${search}#${anchor}` : `${pathname}${search}`;
    window.history.replaceState(window.history.state, '', url);
  }, []);
}
