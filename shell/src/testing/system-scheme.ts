import { vi } from 'vitest';

/**
 * Gives jsdom, which has no media queries of its own, a system colour scheme that never
 * changes. Undo with `vi.unstubAllGlobals()`.
 */
export function stubSystemScheme(scheme: 'light' | 'dark'): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
