import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { Input, pathTo } from '@site/shared';
import { useIsHydrating } from '@site/shared/lib/use-is-hydrating';
import { allNavLinks } from '../../data/navigation';
import { resolveHeaderSearch } from '../../search/header-search';

/** What the box shows on arriving at a page: the words searched for on the results page. */
function searchedWords(location: { pathname: string; search: string }): string {
  if (location.pathname !== pathTo('search')) return '';
  return new URLSearchParams(location.search).get('q')?.trim() ?? '';
}

export function HeaderSearch({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A box rendered in the browser (the phone menu's, opened on the results page) starts with the
  // searched words; one hydrating from the page's HTML starts as that HTML has it, empty.
  const hydrating = useIsHydrating();
  const [text, setText] = useState(() => (hydrating ? '' : searchedWords(location)));
  // On each move to another page (not on the first render, which keeps what a visitor typed
  // before start-up), the box shows the words of a results page, to refine them, or nothing.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setText(searchedWords(location));
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = resolveHeaderSearch(text, allNavLinks);
    if (target === null) return;
    navigate(target);
    onNavigate?.();
  };
  return (
    // action and name make a search typed before the page has started still reach /search.
    <form role="search" action={pathTo('search')} onSubmit={submit} className="relative">
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search…"
        className="h-9 w-full pl-8 xl:w-44"
        data-testid="header-search"
      />
    </form>
  );
}
