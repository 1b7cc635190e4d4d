import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@site/shared';
import { OVERRIDES_STORAGE_KEY, resolveOverrides } from './remote-overrides';

const deployed = {
  techApp: 'https://tech.example.in/remoteEntry.js',
  educationApp: 'https://learn.example.in/remoteEntry.js',
};

function config(allowedOrigins?: string[]): RuntimeConfig {
  return {
    remotes: deployed,
    apiBaseUrl: 'https://api.example.in',
    blogPostsEndpoint: 'https://api.example.in/wp/v2/posts',
    geoLookupEndpoint: 'https://api.example.in/api/geo/',
    ...(allowedOrigins ? { overrides: { allowedOrigins } } : {}),
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const candidate = 'https://candidates.example.in/tech-app/remoteEntry.js';
const asked = `?override-tech-app=${encodeURIComponent(candidate)}`;

describe('candidate overrides', () => {
  it('uses a candidate from an allowed origin and keeps it for the tab', () => {
    const storage = memoryStorage();
    const state = resolveOverrides(config(['https://candidates.example.in']), asked, storage);
    expect(state.entries).toEqual({ ...deployed, techApp: candidate });
    expect(state.active).toEqual([{ remote: 'techApp', entryUrl: candidate }]);
    // The next page of the tab, without the parameter, still runs the candidate.
    const next = resolveOverrides(config(['https://candidates.example.in']), '', storage);
    expect(next.entries.techApp).toBe(candidate);
  });

  it('refuses every candidate when the deployment allows none (production)', () => {
    const storage = memoryStorage();
    const state = resolveOverrides(config(), asked, storage);
    expect(state.entries).toEqual(deployed);
    expect(state.refused).toEqual([{ remote: 'techApp', entryUrl: candidate }]);
    expect(storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });

  it('refuses an origin that is not listed, and an address that is not http(s)', () => {
    const allowed = config(['https://candidates.example.in']);
    const other = resolveOverrides(
      allowed,
      '?override-tech-app=https://elsewhere.example.com/remoteEntry.js&override-education-app=javascript:alert(1)',
      memoryStorage(),
    );
    expect(other.entries).toEqual(deployed);
    expect(other.refused.map((refused) => refused.remote).sort()).toEqual([
      'educationApp',
      'techApp',
    ]);
  });

  it('forgets the kept candidates on ?override-reset', () => {
    const storage = memoryStorage({
      [OVERRIDES_STORAGE_KEY]: JSON.stringify({ techApp: candidate }),
    });
    const state = resolveOverrides(
      config(['https://candidates.example.in']),
      '?override-reset',
      storage,
    );
    expect(state.entries).toEqual(deployed);
    expect(state.active).toEqual([]);
    expect(storage.items.has(OVERRIDES_STORAGE_KEY)).toBe(false);
  });
});
