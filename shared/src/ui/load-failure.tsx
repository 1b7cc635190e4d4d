import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
// Through the shared package, so an app that bundles this file uses the shell's copies.
import { Button, cn } from '@site/shared';

interface LoadFailureProps {
  /** A whole page (its heading becomes the page's main heading) or a section of one. */
  variant: 'page' | 'fragment';
  title: ReactNode;
  message: ReactNode;
  /** Left out when trying again cannot help: then no Retry is offered. */
  onRetry?: () => void;
  testId?: string;
  /** For a remote's slot: the app and module that failed ("tech-app ./PricingSection"). */
  remoteModule?: string;
}

/** What the visitor sees where code failed to load: what happened, and a Retry button. */
export function LoadFailure({
  variant,
  title,
  message,
  onRetry,
  testId,
  remoteModule,
}: LoadFailureProps) {
  return (
    <div
      role="alert"
      data-testid={testId}
      data-remote-module={remoteModule}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-4 text-center',
        variant === 'page' ? 'min-h-[60vh]' : 'min-h-48 py-8',
      )}
    >
      {variant === 'page' ? (
        <h1 tabIndex={-1} data-page-heading="" className="text-2xl font-semibold outline-none">
          {title}
        </h1>
      ) : (
        <p className="text-lg font-semibold">{title}</p>
      )}
      <p className="text-muted-foreground">{message}</p>
      {onRetry ? (
        <Button onClick={onRetry}>
          <RefreshCw /> Retry
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Code that failed to load, most often because the connection dropped or a newer version of the
 * site replaced the files: Retry reloads, which fetches the current version. The title says what
 * is missing ("The application form could not be loaded"), or by default the page or section.
 */
export function CodeLoadFailure({
  variant,
  title = variant === 'page' ? 'This page could not be loaded' : 'This section could not be loaded',
}: {
  variant: LoadFailureProps['variant'];
  title?: ReactNode;
}) {
  return (
    <LoadFailure
      variant={variant}
      title={title}
      message="Please check your connection and try again."
      onRetry={() => window.location.reload()}
    />
  );
}
