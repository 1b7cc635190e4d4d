import { Link, useSearchParams } from 'react-router-dom';
import { useIsHydrating } from '@site/shared/lib/use-is-hydrating';
import {
  Button,
  PageHeading,
  PageMeta,
  brand,
  pathTo,
  sitePages,
  type PageHead,
  type SearchEntry,
  type SitePageLink,
} from '@site/shared';
import { useTechCatalogue } from '../federation/use-remote-catalogue';
import { useRemoteSearchEntries } from '../federation/use-remote-search-entries';
import type { RemoteValueState } from '../federation/use-remote-value';
import { filterByLabel } from '../search/filter-by-label';
import { searchAddress } from '../search/header-search';
import { normalizeQuery, rankSearchEntries } from '../search/rank-search-entries';
import { SearchEntryGroup } from '../search/search-entry-group';
import { SearchResultGroup } from '../search/search-result-group';
import { shellSearchEntries } from '../search/shell-search-entries';

/** Where a visitor with no result may want to go (spec section 2, /search). */
const noResultSuggestions: readonly SitePageLink[] = [
  { label: 'Home', to: pathTo('home') },
  { label: 'Education', to: pathTo('education') },
  { label: 'Contact', to: pathTo('contact') },
  { label: 'Enroll Now', to: pathTo('enroll') },
];

/** Searches offered on the empty search page. */
const exampleQueries = ['python', 'react', 'bootcamp'] as const;

export function head(): PageHead {
  return {
    title: `Search | ${brand.name}`,
    description: `Pages, services, courses, tutorials and answers of ${brand.name} that match your search.`,
    path: pathTo('search'),
    robots: 'noindex, follow',
  };
}

function NoResults({ query }: { query: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-6" data-testid="search-no-results">
      <p className="text-lg font-medium">No results found for &quot;{query}&quot;.</p>
      <p className="mt-2 text-muted-foreground">Try one of these pages instead:</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {noResultSuggestions.map((suggestion) => (
          <li key={suggestion.to}>
            <Button asChild variant="outline" size="sm">
              <Link to={suggestion.to}>{suggestion.label}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /search with no query (or a blank one): what to do, rather than every page of the site. */
function SearchPrompt() {
  return (
    <div className="mt-6 space-y-4 text-lg text-muted-foreground" data-testid="search-prompt">
      <p>
        Type what you are looking for into the search box in the header (in the menu on a phone): a
        course, a programming language, a service or a question.
      </p>
      <p>
        For example:{' '}
        {exampleQueries.map((example, index) => (
          <span key={example}>
            {index > 0 ? ', ' : null}
            <Link
              to={searchAddress(example)}
              className="font-medium text-primary underline underline-offset-4"
            >
              {example}
            </Link>
          </span>
        ))}
        .
      </p>
    </div>
  );
}

/** What a remote's search entries add once they are here; nothing while loading or failed. */
function entriesOf(state: RemoteValueState<readonly SearchEntry[]>): readonly SearchEntry[] {
  return state.status === 'ready' ? state.value : [];
}

function RemoteEntriesNotice({
  state,
  what,
}: {
  state: RemoteValueState<readonly SearchEntry[]>;
  what: string;
}) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-muted-foreground">
        Searching {what}…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className="text-muted-foreground">
        We can&apos;t search {what} right now. Please try again in a moment.
      </p>
    );
  }
  return null;
}

function SearchResults({ query }: { query: string }) {
  const catalogue = useTechCatalogue();
  const techEntries = useRemoteSearchEntries('techApp');
  const educationEntries = useRemoteSearchEntries('educationApp');

  const pages = filterByLabel(sitePages, query);
  const services =
    catalogue.status === 'ready'
      ? filterByLabel(
          catalogue.catalogue.services.map((service) => ({
            label: service.title,
            to: pathTo('serviceDetail', { id: service.id }),
          })),
          query,
        )
      : [];
  const servicesNotice =
    catalogue.status === 'loading' ? (
      <p role="status" className="text-muted-foreground">
        Loading services…
      </p>
    ) : catalogue.status === 'failed' ? (
      <p role="alert" className="text-muted-foreground">
        The services list is unavailable right now. Please try again in a moment.
      </p>
    ) : undefined;

  // The groups after the spec's two: what each app lets search find, ranked; a link already
  // listed under Pages or Services is not repeated.
  const shown = new Set([...pages, ...services].map((link) => link.to));
  const groups = rankSearchEntries(
    [...shellSearchEntries, ...entriesOf(techEntries), ...entriesOf(educationEntries)],
    query,
    shown,
  );
  const stillSearching = techEntries.status === 'loading' || educationEntries.status === 'loading';
  // 'No results found' once every group has answered and none has a match.
  const nothingFound =
    catalogue.status === 'ready' &&
    !stillSearching &&
    pages.length === 0 &&
    services.length === 0 &&
    groups.length === 0;

  return (
    <div className="mt-8 space-y-6" aria-live="polite">
      {nothingFound ? (
        <NoResults query={query} />
      ) : (
        <>
          <SearchResultGroup
            title="Pages"
            query={query}
            links={pages}
            emptyText="No matching pages."
          />
          <SearchResultGroup
            title="Services"
            query={query}
            links={services}
            emptyText="No matching services."
            notice={servicesNotice}
          />
          {groups.map((group) => (
            <SearchEntryGroup key={group.id} id={group.id} query={query} hits={group.hits} />
          ))}
        </>
      )}
      <RemoteEntriesNotice
        state={educationEntries}
        what="courses, tutorials, internships and hackathons"
      />
      <RemoteEntriesNotice state={techEntries} what="related services and pricing questions" />
    </div>
  );
}

export default function SearchPage() {
  const [searchParams] = useSearchParams();
  // The composed page was rendered without a query: hydration meets the prompt as it is, then
  // the results for the visitor's query show.
  const hydrating = useIsHydrating();
  const query = hydrating ? '' : normalizeQuery(searchParams.get('q') ?? '');
  // One heading element in both states, so hydration keeps the composed one.
  // The visitor's words are shown as typed: a pasted link or any long word wraps at the edge.
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 [overflow-wrap:anywhere] sm:px-6">
      <PageMeta
        head={
          query === ''
            ? head()
            : { ...head(), title: `Search results for "${query}" | ${brand.name}` }
        }
      />
      <PageHeading>{query === '' ? 'Search' : `Search results for "${query}"`}</PageHeading>
      {query === '' ? <SearchPrompt /> : <SearchResults query={query} />}
    </section>
  );
}
