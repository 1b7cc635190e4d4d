/**
 * Uncaught errors thrown before the error reporter has started (client-error-reports.ts): the
 * early script keeps them from the first byte of the page, and the reporter takes them when it
 * starts, so an error of a page that is still starting up is reported like any other.
 */
export interface EarlyErrors {
  /** Stops keeping errors and hands over those kept so far, oldest first. */
  take(): unknown[];
}

declare global {
  interface Window {
    siteEarlyErrors?: EarlyErrors;
  }
}

/** Starts keeping `view`'s uncaught errors and rejections; publishes `view.siteEarlyErrors`. */
export function keepEarlyErrors(view: Window): EarlyErrors {
  const kept: unknown[] = [];
  const onError = (event: ErrorEvent) => kept.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => kept.push(event.reason);
  view.addEventListener('error', onError);
  view.addEventListener('unhandledrejection', onRejection);
  const earlyErrors: EarlyErrors = {
    take() {
      view.removeEventListener('error', onError);
      view.removeEventListener('unhandledrejection', onRejection);
      return kept.splice(0);
    },
  };
  view.siteEarlyErrors = earlyErrors;
  return earlyErrors;
}

/** The errors the early script kept, once; none where it did not run (unit tests). */
export function takeEarlyErrors(view: Window): unknown[] {
  const errors = view.siteEarlyErrors?.take() ?? [];
  delete view.siteEarlyErrors;
  return errors;
}
