import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * The main heading of a page. The shell moves focus to it after each route change, so it is
 * focusable by script (tabIndex -1) without joining the tab order.
 */
export function PageHeading({ className, children, ...props }: ComponentProps<'h1'>) {
  return (
    <h1
      tabIndex={-1}
      data-page-heading=""
      className={cn('text-3xl font-bold tracking-tight outline-none sm:text-4xl', className)}
      {...props}
    >
      {children}
    </h1>
  );
}
