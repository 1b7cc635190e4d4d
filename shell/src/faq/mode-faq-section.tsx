import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteStore, type SiteMode } from '@site/shared';
import { parseFaqHash } from '@site/shared/faq/faq-hash';
import { FaqSection } from '@site/shared/faq/faq-section';
import { faqCategoriesByMode } from './faq-data';

const otherMode: Record<SiteMode, SiteMode> = { tech: 'education', education: 'tech' };

/**
 * The home and contact FAQ: the questions of the audience shown. A deep link to a question of
 * the other audience ("/#dsa-1" while the site shows businesses, as a search result or a shared
 * link leads) switches the site to that audience, as the mode switch would, so the question opens.
 * Once per arrival at the link: a visitor who then switches mode themselves keeps their choice.
 */
export function ModeFaqSection({ mode, idPrefix }: { mode: SiteMode; idPrefix?: string }) {
  const { hash, key } = useLocation();
  const linkFollowed = useRef<string | null>(null);
  useEffect(() => {
    const arrival = `${key}${hash}`;
    if (linkFollowed.current === arrival) return;
    linkFollowed.current = arrival;
    if (parseFaqHash(hash, faqCategoriesByMode[mode])) return;
    if (parseFaqHash(hash, faqCategoriesByMode[otherMode[mode]])) {
      useSiteStore.getState().setMode(otherMode[mode]);
    }
  }, [hash, key, mode]);
  return <FaqSection categories={faqCategoriesByMode[mode]} idPrefix={idPrefix} />;
}
