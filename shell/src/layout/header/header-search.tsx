import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { Input, pathTo } from '@site/shared';
import { allNavLinks } from '../../data/navigation';
import { resolveHeaderSearch } from '../../search/header-search';

export function HeaderSearch({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = resolveHeaderSearch(text, allNavLinks);
    if (target === null) return;
    navigate(target);
    setText('');
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
