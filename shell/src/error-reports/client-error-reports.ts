/**
 * Errors visitors meet, reported to the company's API (POST /api/client-errors/): React's
 * recoverable, caught and uncaught errors, remote and chunk load failures, and any other
 * uncaught exception. Each report names the app it concerns, that app's build version and the
 * route. Reports are batched and sent with navigator.sendBeacon, so a page that is being left
 * still delivers them; the API keeps no personal data. (CSP violations are reported by the
 * browser itself, through the pages' `report-to` over https and `report-uri` otherwise.)
 */
import { apiUrl, matchesPattern, routeList, type AppName } from '@site/shared';
import {
  RemoteIncompatibleError,
  RemoteModuleMissingError,
  RemoteUnavailableError,
} from '../federation/remote-errors';
import { takeEarlyErrors } from './early-errors';

export type ClientErrorKind =
  'recoverable' | 'caught' | 'uncaught' | 'remote-load' | 'chunk-load' | 'csp';

interface ClientErrorReport {
  kind: ClientErrorKind;
  app: AppName;
  buildVersion: string;
  route: string;
  message: string;
  stack?: string;
  componentStack?: string;
  timestamp: number;
}

/** The builds a composed page was written from (its `site-composition` data). */
export const COMPOSITION_ELEMENT_ID = 'site-composition';
const SEND_AFTER_MS = 1000;
const MAX_PER_BEACON = 20;

/** Reports waiting to be sent; each takes its app's build when it is sent. */
const queue: Omit<ClientErrorReport, 'buildVersion'>[] = [];
const seen = new Set<string>();
let builds: Partial<Record<AppName, string>> = {};
let started = false;
let timer: number | undefined;

/** The app that owns the page at `pathname`. */
function ownerOf(pathname: string): AppName {
  return (
    routeList.find((route) => route.path !== '*' && matchesPattern(route.path, pathname))?.owner ??
    'shell'
  );
}

function flush() {
  window.clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  let endpoint: string;
  try {
    endpoint = apiUrl('/api/client-errors/');
  } catch {
    return; // No config yet: the reports wait for the next flush.
  }
  while (queue.length > 0) {
    const batch: ClientErrorReport[] = queue
      .splice(0, MAX_PER_BEACON)
      .map((report) => ({ ...report, buildVersion: builds[report.app] ?? '' }));
    const body = new Blob([JSON.stringify(batch)], { type: 'text/plain;charset=UTF-8' });
    if (!navigator.sendBeacon?.(endpoint, body)) {
      void fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(
        () => undefined,
      );
    }
  }
}

/** Queues a report of `error`; the same error on the same page is reported once. */
export function reportClientError(
  kind: ClientErrorKind,
  error: unknown,
  { app, componentStack }: { app?: AppName; componentStack?: string } = {},
): void {
  if (typeof window === 'undefined') return;
  const route = window.location.pathname;
  const owner = app ?? ownerOf(route);
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const key = `${kind}|${owner}|${route}|${message}`;
  if (seen.has(key)) return;
  seen.add(key);
  queue.push({
    kind,
    app: owner,
    route,
    message,
    stack: error instanceof Error ? error.stack : undefined,
    componentStack: componentStack || undefined,
    timestamp: Date.now(),
  });
  timer ??= window.setTimeout(flush, SEND_AFTER_MS);
}

/**
 * Starts reporting: reads which builds the page was composed from, reports uncaught exceptions
 * and rejections (those the early script kept before this too), and sends what is queued when the
 * page is hidden or left.
 */
export function startClientErrorReports(): void {
  if (started) return;
  started = true;
  const composition = document.getElementById(COMPOSITION_ELEMENT_ID);
  try {
    builds = composition ? (JSON.parse(composition.textContent ?? '{}').builds ?? {}) : {};
  } catch {
    builds = {};
  }
  // Handed over in the same task as the listeners below start: no error falls between them.
  for (const error of takeEarlyErrors(window)) reportClientError('uncaught', error);
  window.addEventListener('error', (event) =>
    reportClientError('uncaught', event.error ?? event.message),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportClientError('uncaught', event.reason),
  );
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** What a report names as the build of a candidate until its version stamp has been read. */
const CANDIDATE_BUILD = 'candidate';

/**
 * Reports of a tab that tries candidate remotes (remote-overrides.ts) name the candidate's build,
 * read from the version stamp beside its entry, not the build the page was composed with.
 */
export function reportCandidateBuilds(candidates: { app: AppName; entryUrl: string }[]): void {
  for (const { app, entryUrl } of candidates) {
    builds[app] = CANDIDATE_BUILD;
    void fetch(new URL('version.json', entryUrl), { cache: 'no-cache' })
      .then((response) => (response.ok ? response.json() : null))
      .then((stamp: { buildVersion?: unknown } | null) => {
        if (typeof stamp?.buildVersion === 'string') builds[app] = stamp.buildVersion;
      })
      .catch(() => undefined);
  }
}

/** A dynamic import of the site's own code that failed (a chunk missing or not reachable). */
function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Errors caught in a remote's slot, with the remote's app (set by the slot's boundary). */
const errorApps = new WeakMap<object, AppName>();

/** Records that `error` was caught in the slot of `app`, so its report names that app. */
export function noteErrorOfApp(error: unknown, app: AppName): void {
  if (typeof error === 'object' && error !== null) errorApps.set(error, app);
}

function isRemoteLoadError(error: unknown): boolean {
  return (
    error instanceof RemoteUnavailableError ||
    error instanceof RemoteIncompatibleError ||
    error instanceof RemoteModuleMissingError
  );
}

/**
 * The error options of the React root: each kind reported, and still shown in the console.
 * Errors of a remote's loading were reported where they happened (remote-loader.ts).
 */
export const rootErrorOptions = {
  onRecoverableError(error: unknown, info: { componentStack?: string }) {
    console.error(error);
    reportClientError('recoverable', error, { componentStack: info.componentStack });
  },
  onCaughtError(error: unknown, info: { componentStack?: string }) {
    console.error(error);
    if (isRemoteLoadError(error)) return;
    // The slot's boundary notes its app once React has logged the error: read it after that.
    queueMicrotask(() => {
      const chunkLoad = isChunkLoadFailure(error);
      reportClientError(chunkLoad ? 'chunk-load' : 'caught', error, {
        app:
          (typeof error === 'object' && error ? errorApps.get(error) : undefined) ??
          (chunkLoad ? 'shell' : undefined),
        componentStack: info.componentStack,
      });
    });
  },
  onUncaughtError(error: unknown, info: { componentStack?: string }) {
    console.error(error);
    reportClientError('uncaught', error, { componentStack: info.componentStack });
  },
};
