import type { ReactNode } from 'react';
import { cn } from '@site/shared';

interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  description?: ReactNode;
  align?: 'center' | 'start';
  className?: string;
}

/** The heading block every content section opens with: a small eyebrow, the h2 and an intro. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  description,
  align = 'center',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('mb-10', align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      {description ? <p className="mt-3 text-muted-foreground">{description}</p> : null}
    </div>
  );
}
