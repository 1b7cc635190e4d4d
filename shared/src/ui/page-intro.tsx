import type { ReactNode } from 'react';
import { PageHeading } from '@site/shared';

interface PageIntroProps {
  /** The small uppercase label above the heading ("Pricing", "Careers"). */
  eyebrow: ReactNode;
  /** The page's main heading. */
  title: ReactNode;
  /** The lead paragraph under the heading. */
  children: ReactNode;
  /** `header` when the intro opens an article-like page, `div` inside a section. */
  as?: 'div' | 'header';
  className?: string;
}

/** The opening of a page: label, main heading and lead paragraph, the same on every page. */
export function PageIntro({
  eyebrow,
  title,
  children,
  as: Element = 'div',
  className,
}: PageIntroProps) {
  return (
    <Element className={className}>
      <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
      <PageHeading>{title}</PageHeading>
      <p className="mt-4 text-lg text-muted-foreground">{children}</p>
    </Element>
  );
}
