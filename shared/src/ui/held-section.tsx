import type { ComponentProps, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
// Through the shared package, so an app that bundles this file uses the shell's LivePart.
import { LivePart } from '@site/shared';
import { CodeLoadFailure } from './load-failure';

type HeldSectionProps = Omit<ComponentProps<typeof LivePart>, 'hydrate'> & {
  /** What the failure notice calls the section, if not "This section". */
  failureTitle?: ReactNode;
};

/**
 * A section of a page held until wanted: its server HTML stays as it is, and its code is not even
 * downloaded, until it comes on screen or the visitor acts on it (LivePart `when-wanted`). Code
 * that fails to load shows a retryable notice in its place, the rest of the page untouched.
 */
export function HeldSection({ children, failureTitle, ...part }: HeldSectionProps) {
  return (
    <LivePart hydrate="when-wanted" {...part}>
      <ErrorBoundary fallback={<CodeLoadFailure variant="fragment" title={failureTitle} />}>
        {children}
      </ErrorBoundary>
    </LivePart>
  );
}
