import type { ReactNode } from 'react';
import { PageHeading, PageMeta } from '@site/shared';

/** A plain content page: metadata, main heading and body. */
export function SimplePage({
  title,
  heading,
  description,
  path,
  children,
}: {
  title: string;
  heading: string;
  description: string;
  path: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <PageMeta title={title} description={description} path={path} />
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6 space-y-4 text-muted-foreground">{children}</div>
    </section>
  );
}
