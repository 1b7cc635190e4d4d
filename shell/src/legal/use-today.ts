import { useSyncExternalStore } from 'react';

/** A local calendar date as "YYYY-MM-DD", the form a <time dateTime> takes. */
export function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "2025-11-22" as "22 November 2025", as `toLocaleDateString('en-IN')` writes it with a long
 * month. Written out because a page's first locale-aware format loads the locale's data, 50-90
 * ms of a throttled phone's time just after the page goes live.
 */
export function formatLastUpdated(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
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
