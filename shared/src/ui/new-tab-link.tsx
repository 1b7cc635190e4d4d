import type { ComponentProps } from 'react';

const NEW_TAB_NOTE = '(opens in a new tab)';

/**
 * A link to another site, opened in a new tab without giving that site a handle on this page,
 * that tells screen readers it opens a new tab: in its name when it has an `aria-label` (an icon
 * link), else in hidden text after its own.
 */
export function NewTabLink({ children, 'aria-label': label, ...props }: ComponentProps<'a'>) {
  return (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${NEW_TAB_NOTE}` : undefined}
    >
      {children}
      {label ? null : <span className="sr-only"> {NEW_TAB_NOTE}</span>}
    </a>
  );
}
