import { useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { RefreshCw } from 'lucide-react';
import {
  brand,
  Button,
  cn,
  LivePart,
  lazyModule,
  REMOTE_SCOPE_ATTRIBUTE,
  remoteApps,
  type ExposedModuleName,
  type RemoteName,
} from '@site/shared';
import { loadRemoteExport, resetRemote } from './remote-loader';
import {
  RemoteIncompatibleError,
  RemoteModuleMissingError,
  RemoteUnavailableError,
} from './remote-errors';
import { noteErrorOfApp } from '../error-reports/client-error-reports';
import { LoadFailure } from '@site/shared/ui/load-failure';

type SlotVariant = 'page' | 'fragment';

interface RemoteSlotProps<R extends RemoteName> {
  remote: R;
  module: ExposedModuleName<R>;
  /** What the slot shows, in words a visitor understands ("the services page"). */
  label: string;
  variant?: SlotVariant;
}

const SLOW_LOAD_NOTICE_MS = 6000;

/**
 * Loading, and after a while a note that it is slow with a Retry: a stalled connection never
 * fails by itself, and the visitor should not have to reload the whole site. Once offered, Retry
 * stays while the next try loads, so keyboard focus on it is not dropped.
 */
function RemoteLoading({
  label,
  variant,
  attempt,
  onRetry,
}: {
  label: string;
  variant: SlotVariant;
  /** Which try this is: each is slow on its own clock. */
  attempt: number;
  onRetry: () => void;
}) {
  const [slowAttempt, setSlowAttempt] = useState<number | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlowAttempt(attempt), SLOW_LOAD_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [attempt]);
  const slow = slowAttempt === attempt;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="remote-loading"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-muted-foreground',
        variant === 'page' ? 'min-h-[60vh]' : 'min-h-48',
      )}
    >
      {/* The page left took its title with it: the tab and a screen reader would read nothing. */}
      {variant === 'page' ? <title>{`Loading ${label}… | ${brand.name}`}</title> : null}
      <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none" />
      <p>
        {slow ? `Still loading ${label}. This is taking longer than usual…` : `Loading ${label}…`}
      </p>
      {slowAttempt !== null ? (
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden /> Retry
        </Button>
      ) : null}
    </div>
  );
}

function failureMessage(error: unknown, label: string): string {
  if (error instanceof RemoteIncompatibleError) {
    return `${label} has been updated and is not compatible with this version of the site yet. Please try again in a moment.`;
  }
  if (error instanceof RemoteUnavailableError) {
    return `We couldn't load ${label}. Please check your connection and try again.`;
  }
  if (error instanceof RemoteModuleMissingError) {
    return `${label} is missing from the version of the site that is online (${error.message}). We have been told and are putting it right.`;
  }
  return `Something went wrong while showing ${label}.`;
}

function RemoteFailure({
  error,
  resetErrorBoundary,
  label,
  variant,
  remoteModule,
}: FallbackProps & { label: string; variant: SlotVariant; remoteModule: string }) {
  const title =
    variant === 'page'
      ? 'This page is temporarily unavailable'
      : 'This section is temporarily unavailable';
  return (
    <>
      {variant === 'page' ? <title>{`${title} | ${brand.name}`}</title> : null}
      <LoadFailure
        variant={variant}
        testId="remote-error"
        remoteModule={remoteModule}
        title={title}
        message={failureMessage(error, label)}
        // A module missing from the deployed remote stays missing, whatever the visitor does.
        onRetry={error instanceof RemoteModuleMissingError ? undefined : resetErrorBoundary}
      />
    </>
  );
}

/** A lazy component for one exposed module; each call starts a fresh load. */
function lazyRemoteComponent<R extends RemoteName>(remote: R, module: ExposedModuleName<R>) {
  return lazyModule(() =>
    loadRemoteExport<R, ComponentType>(remote, module).then((Exposed) => ({ Exposed })),
  ).component('Exposed');
}

/**
 * A place in the shell filled by a remote's exposed component. A failure stays inside the slot:
 * the slot explains it and offers Retry, which creates a fresh lazy component (React.lazy caches
 * a rejection) on a fresh remote entry. The lazy component lives in this component's state,
 * above the part's Suspense boundary, because state below a boundary that suspends on mount is
 * dropped. The slot is a part of the page of its own: it goes live when the remote's code has
 * hydrated it, and what the visitor does there meanwhile is replayed then.
 */
export function RemoteSlot<R extends RemoteName>({
  remote,
  module,
  label,
  variant = 'page',
}: RemoteSlotProps<R>) {
  const [RemoteComponent, setRemoteComponent] = useState(() => lazyRemoteComponent(remote, module));
  // Each try is slow on its own clock: a retry that is slow again says so anew.
  const [attempt, setAttempt] = useState(0);
  const name = `${remoteApps[remote]} ${module}`;
  const tryAgain = () => {
    resetRemote(remote);
    setRemoteComponent(() => lazyRemoteComponent(remote, module));
    setAttempt((count) => count + 1);
  };
  return (
    <ErrorBoundary
      fallbackRender={(props) => (
        <RemoteFailure {...props} label={label} variant={variant} remoteModule={name} />
      )}
      onError={(error) => noteErrorOfApp(error, remoteApps[remote])}
      onReset={tryAgain}
    >
      <LivePart
        name={name}
        fallback={
          // Rendered in the browser with its handlers attached: a part of its own that is live
          // at once, so a press on its Retry is not held for the page's code like the rest.
          <LivePart name={`${name} loading`}>
            <RemoteLoading label={label} variant={variant} attempt={attempt} onRetry={tryAgain} />
          </LivePart>
        }
      >
        {/* The remote's stylesheet is scoped to this attribute; "contents" adds no box. */}
        <div {...{ [REMOTE_SCOPE_ATTRIBUTE]: remote }} className="contents">
          <RemoteComponent />
        </div>
      </LivePart>
    </ErrorBoundary>
  );
}
