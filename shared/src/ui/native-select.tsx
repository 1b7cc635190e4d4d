import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
// Through the package name: forms import this file directly (it is not in the shared chunk), and
// `cn` and the field look must still come from the one shared copy.
import { cn, fieldClassName } from '@site/shared';

/**
 * The browser's own dropdown in the look of the other fields. No script is needed to open it or
 * choose from it (phones show their native picker), so it works from the first paint; choose it
 * over `Select` unless the options need more than text.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(fieldClassName, 'h-10 appearance-none truncate pr-9', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-70"
        aria-hidden
      />
    </div>
  );
}
