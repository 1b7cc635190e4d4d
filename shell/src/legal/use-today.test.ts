import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { formatLastUpdated, toIsoDate, useTodayIsoDate } from './use-today';

describe('last-updated date', () => {
  it('formats a date the Indian English way, day first', () => {
    expect(formatLastUpdated('2025-11-22')).toBe('22 November 2025');
    expect(formatLastUpdated('2026-01-05')).toBe('5 January 2026');
  });

  it('writes every month as the browser writes it for Indian English', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 9, 10, 28]) {
        const isoDate = `2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const byTheBrowser = new Date(`${isoDate}T00:00:00`).toLocaleDateString('en-IN', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        });
        expect(formatLastUpdated(isoDate)).toBe(byTheBrowser);
      }
    }
  });

  it('uses the local calendar date, not the UTC one', () => {
    expect(toIsoDate(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31');
  });

  it('reads today on the client', () => {
    const { result } = renderHook(() => useTodayIsoDate());
    expect(result.current).toBe(toIsoDate(new Date()));
  });
});
