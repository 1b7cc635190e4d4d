import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NavLink } from '../data/navigation';
import { HighlightedLabel } from './highlighted-label';
import { SearchGroupSection } from './search-group-section';

interface SearchResultGroupProps {
  title: string;
  query: string;
  links: readonly NavLink[];
  /** Shown instead of the list when no link matches, e.g. "No matching pages." */
  emptyText: string;
  /** Replaces the list entirely (loading or unavailable notice). */
  notice?: ReactNode;
}

/** One group of search results ("Pages" or "Services"): matching links with the match marked. */
export function SearchResultGroup({
  title,
  query,
  links,
  emptyText,
  notice,
}: SearchResultGroupProps) {
  return (
    <SearchGroupSection id={title.toLowerCase()} title={title}>
      {notice ??
        (links.length === 0 ? (
          <p className="text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="divide-y divide-border">
            {links.map((link) => (
              <li key={`${link.label}-${link.to}`}>
                <Link
                  to={link.to}
                  // Name and address side by side, or the address under the name when the
                  // row is too narrow for both: neither is broken inside a word.
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span>
                    <HighlightedLabel label={link.label} query={query} />
                  </span>
                  <span className="text-sm text-muted-foreground">{link.to}</span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </SearchGroupSection>
  );
}
