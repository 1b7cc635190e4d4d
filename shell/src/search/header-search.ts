import { pathTo } from '@site/shared';
import type { NavLink } from '../data/navigation';

/**
 * Where the header search box sends the visitor (spec section 2): trimmed text; empty does
 * nothing (null); a nav label (ignoring case) goes to that link; anything else to the search
 * page with the text as `q`.
 */
export function resolveHeaderSearch(rawText: string, navLinks: readonly NavLink[]): string | null {
  const text = rawText.trim();
  if (text === '') return null;
  const link = navLinks.find((candidate) => candidate.label.toLowerCase() === text.toLowerCase());
  if (link) return link.to;
  return searchAddress(text);
}

/** The search page's address for a query. */
export function searchAddress(query: string): string {
  return `${pathTo('search')}?q=${encodeURIComponent(query)}`;
}
