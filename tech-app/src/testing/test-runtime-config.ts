import { vi } from 'vitest';
import { setRuntimeConfig } from '@site/shared';

/** The runtime config of the tests' pages, and a geo lookup that answers with `countryCode`. */
export function setTestRuntimeConfig(countryCode: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ country_code: countryCode }), { status: 200 })),
  );
  setRuntimeConfig({
    remotes: { techApp: 'http://localhost/remoteEntry.js', educationApp: 'http://localhost/e.js' },
    apiBaseUrl: 'http://localhost:4176',
    blogPostsEndpoint: 'http://localhost:4176/wp/v2/posts',
    geoLookupEndpoint: 'http://localhost:4176/api/geo/',
  });
}
