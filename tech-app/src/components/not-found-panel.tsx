import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { PageHeading } from '@site/shared';

interface NotFoundPanelProps {
  heading: string;
  message: string;
  /** The ways out: links styled as buttons. */
  children: ReactNode;
}

/** The body of a detail page whose id matches nothing. */
export function NotFoundPanel({ heading, message, children }: NotFoundPanelProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <SearchX className="mb-6 size-14 text-muted-foreground" aria-hidden />
      <PageHeading>{heading}</PageHeading>
      <p className="mt-4 text-lg text-muted-foreground">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
    </section>
  );
}
