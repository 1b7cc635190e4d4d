import type { ReactNode } from 'react';

interface SearchGroupSectionProps {
  /** Makes the heading's id, "search-{id}". */
  id: string;
  title: string;
  children: ReactNode;
}

/** The frame of one group of search results: a region named by its heading. */
export function SearchGroupSection({ id, title, children }: SearchGroupSectionProps) {
  const headingId = `search-${id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
