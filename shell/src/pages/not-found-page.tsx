import { useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Home } from 'lucide-react';
import {
  Button,
  Input,
  PageHeading,
  PageMeta,
  brand,
  pathTo,
  sitePages,
  type PageHead,
} from '@site/shared';
import { filterByLabel } from '../search/filter-by-label';

const quickLinks = [
  { label: 'Home', to: pathTo('home') },
  { label: 'Services', to: pathTo('services') },
  { label: 'Courses', to: pathTo('education') },
  { label: 'Contact', to: pathTo('contact') },
];

export function head(): PageHead {
  return {
    title: `Page Not Found | ${brand.name}`,
    description:
      'The page you were looking for does not exist. Search the site or use the quick links.',
    robots: 'noindex, follow',
  };
}

export default function NotFoundPage() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const matches = filterByLabel(sitePages, query);

  const goToFirstMatch = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = matches[0];
    if (first) navigate(first.to);
  };

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <PageMeta head={head()} />
      <p className="text-7xl font-extrabold text-primary" aria-hidden>
        404
      </p>
      <PageHeading className="mt-4">Oops! Page Not Found.</PageHeading>
      <p className="mt-3 text-muted-foreground">
        The page may have moved, or the address may be mistyped. Find what you need below.
      </p>
      <div className="mx-auto mt-8 max-w-md text-left">
        <label htmlFor="not-found-search" className="mb-2 block text-sm font-medium">
          Search pages
        </label>
        <Input
          id="not-found-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={goToFirstMatch}
          placeholder="Type a page name and press Enter"
          aria-controls="not-found-results"
        />
        <div id="not-found-results" aria-live="polite" className="mt-3">
          {matches.length === 0 ? (
            <p className="text-sm text-muted-foreground">No results found.</p>
          ) : (
            <ul className="max-h-64 divide-y divide-border overflow-y-auto rounded-md border border-border">
              {matches.map((page) => (
                <li key={page.label}>
                  <Link
                    to={page.to}
                    className="flex justify-between px-3 py-2 text-sm hover:bg-accent"
                  >
                    <span>{page.label}</span>
                    <span className="text-muted-foreground">{page.to}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <nav aria-label="Suggested pages" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {quickLinks.map((link) => (
            <li key={link.label}>
              <Button asChild variant="outline" size="sm">
                <Link to={link.to}>{link.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <Button asChild size="lg" className="mt-8">
        <Link to={pathTo('home')}>
          <Home /> Go Back to Home
        </Link>
      </Button>
    </section>
  );
}
