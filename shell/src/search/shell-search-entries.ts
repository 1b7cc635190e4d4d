import { pathTo, type SearchEntry } from '@site/shared';
import { faqSearchEntries } from '@site/shared/faq/faq-search-entries';
import { faqCategoriesByMode } from '../faq/faq-data';

/**
 * What search finds of the shell's own content beyond its pages: the questions of the home and
 * contact FAQ, both audiences', each leading to its deep link on the contact page
 * ("/contact#dsa-1"), which opens it in the audience it belongs to. The contact page rather than
 * home: nothing above its FAQ grows after arrival (home's remote sections do), so the question
 * stays where the page scrolled it, and a visitor with a question is one form away from asking.
 */
export const shellSearchEntries: readonly SearchEntry[] = [
  ...faqSearchEntries(faqCategoriesByMode.tech, pathTo('contact'), 'For businesses'),
  ...faqSearchEntries(faqCategoriesByMode.education, pathTo('contact'), 'For learners'),
];
