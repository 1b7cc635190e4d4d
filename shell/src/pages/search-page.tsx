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
  type SitePageLink,
} from '@site/shared';
import { useTechCatalogue } from '../federation/use-remote-catalogue';
import { filterByLabel } from '../search/filter-by-label';
import { SearchResultGroup } from '../search/search-result-group';

/** Where a visitor with no result may want to go (spec section 2, /search). */
const noResultSuggestions: readonly SitePageLink[] = [
  { label: 'Home', to: pathTo('home') },
  { label: 'Education', to: pathTo('education') },
  { label: 'Contact', to: pathTo('contact') },
  { label: 'Enroll Now', to: pathTo('enroll') },
];

export function head(): PageHead {
  return {
    title: `Search | ${brand.name}`,
    description: `Pages and services of ${brand.name} that match your search.`,
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

export default function SearchPage() {
  const [searchParams] = useSearchParams();
  // The composed page was rendered without a query: hydration meets it as it is, then the
  // results for the visitor's query show.
  const hydrating = useIsHydrating();
  const query = hydrating ? '' : (searchParams.get('q') ?? '').trim().toLowerCase();
  const catalogue = useTechCatalogue();

  const pages = filterByLabel(sitePages, query);
  const services =
    catalogue.status === 'ready'
      ? filterByLabel(
          catalogue.catalogue.services.map((service) => ({
            label: service.title,
            to: `/services/${service.id}`,
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
  const nothingFound = catalogue.status === 'ready' && pages.length === 0 && services.length === 0;

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <PageMeta head={{ ...head(), title: `Search results for "${query}" | ${brand.name}` }} />
      <PageHeading>Search results for &quot;{query}&quot;</PageHeading>
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
          </>
        )}
      </div>
    </section>
  );
}
