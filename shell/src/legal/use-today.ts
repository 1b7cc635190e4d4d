import { useSyncExternalStore } from 'react';

/** A local calendar date as "YYYY-MM-DD", the form a <time dateTime> takes. */
export function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "2025-11-22" as "22 November 2025" (Indian English). */
export function formatLastUpdated(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

const subscribeToNothing = () => () => undefined;

/**
 * Today's local date, read on the client only so a prerendered page never carries its build
 * date; during server rendering and hydration it is null.
 */
export function useTodayIsoDate(): string | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => toIsoDate(new Date()),
    () => null,
  );
}
