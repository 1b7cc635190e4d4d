import { Link } from 'react-router-dom';
import type { SearchGroupId } from '@site/shared';
import { HighlightedLabel } from './highlighted-label';
import type { SearchHit } from './rank-search-entries';
import { SearchGroupSection } from './search-group-section';

/** The heading of each group after the spec's "Pages" and "Services". */
export const searchGroupTitles: Record<SearchGroupId, string> = {
  'related-services': 'Related services',
  courses: 'Courses',
  'code-classes': 'Code Classes',
  tutorials: 'Tutorials',
  'internships-hackathons': 'Internships & Hackathons',
  faqs: 'FAQs',
};

interface SearchEntryGroupProps {
  id: SearchGroupId;
  query: string;
  /** Ranked, and never empty: a group without a match is not shown. */
  hits: readonly SearchHit[];
}

/**
 * One group of results from the apps' search entries: each a link with its title, its detail
 * line and, when only a keyword matched, the words that did, with every match marked.
 */
export function SearchEntryGroup({ id, query, hits }: SearchEntryGroupProps) {
  return (
    <SearchGroupSection id={id} title={searchGroupTitles[id]}>
      <ul className="divide-y divide-border">
        {hits.map(({ entry, matchedText }) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              className="block py-2 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="block font-medium">
                <HighlightedLabel label={entry.title} query={query} />
              </span>
              {entry.detail ? (
                <span className="block text-sm text-muted-foreground">
                  <HighlightedLabel label={entry.detail} query={query} />
                </span>
              ) : null}
              {matchedText ? (
                <span className="block text-sm text-muted-foreground">
                  Mentions <HighlightedLabel label={matchedText} query={query} />
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </SearchGroupSection>
  );
}
