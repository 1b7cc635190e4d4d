import { describe, expect, it } from 'vitest';
import {
  getRuntimeConfig,
  invalidRuntimeConfigFields,
  loadRuntimeConfig,
  RuntimeConfigError,
} from './runtime-config';

const validConfig = {
  remotes: {
    techApp: 'http://localhost:4174/remoteEntry.js',
    educationApp: 'http://localhost:4175/remoteEntry.js',
  },
  apiBaseUrl: 'http://localhost:4176',
  blogPostsEndpoint: 'http://localhost:4176/wp/v2/posts',
  geoLookupEndpoint: 'http://localhost:4176/api/geo/',
};

function answer(body: string, status = 200): typeof fetch {
  return async () => new Response(body, { status });
}

describe('loadRuntimeConfig', () => {
  it('loads a valid config and makes it available', async () => {
    await loadRuntimeConfig('/site-config.json', answer(JSON.stringify(validConfig)));
    expect(getRuntimeConfig().remotes.techApp).toBe(validConfig.remotes.techApp);
  });

  it('explains a missing config', async () => {
    await expect(loadRuntimeConfig('/x', answer('nope', 404))).rejects.toThrow(
      'The site configuration is missing (HTTP 404).',
    );
  });

  it('explains malformed JSON and missing fields', async () => {
    await expect(loadRuntimeConfig('/x', answer('{not json'))).rejects.toBeInstanceOf(
      RuntimeConfigError,
    );
    await expect(
      loadRuntimeConfig('/x', answer(JSON.stringify({ ...validConfig, remotes: {} }))),
    ).rejects.toThrow(/remotes.techApp/);
  });
});

describe('invalidRuntimeConfigFields', () => {
  it('accepts a complete config, with or without the optional map and site URLs', () => {
    expect(invalidRuntimeConfigFields(validConfig)).toEqual([]);
    expect(
      invalidRuntimeConfigFields({
        ...validConfig,
        mapEmbedUrl: 'https://maps.example/embed',
        siteUrl: 'https://www.example.in',
      }),
    ).toEqual([]);
  });

  it('accepts candidate override origins and names a list that is not one of http(s) URLs', () => {
    const overrides = { allowedOrigins: ['https://candidates.example.in'] };
    expect(invalidRuntimeConfigFields({ ...validConfig, overrides })).toEqual([]);
    expect(
      invalidRuntimeConfigFields({ ...validConfig, overrides: { allowedOrigins: ['ftp://x'] } }),
    ).toEqual(['overrides.allowedOrigins']);
    expect(invalidRuntimeConfigFields({ ...validConfig, overrides: {} })).toEqual([
      'overrides.allowedOrigins',
    ]);
  });

  it('names every missing field and every value that is not an http(s) URL', () => {
    expect(
      invalidRuntimeConfigFields({
        ...validConfig,
        apiBaseUrl: 'javascript:alert(1)',
        blogPostsEndpoint: 42,
        mapEmbedUrl: 'not a url',
        siteUrl: 'www.example.in',
        remotes: { techApp: validConfig.remotes.techApp },
      }),
    ).toEqual([
      'remotes.educationApp',
      'apiBaseUrl',
      'blogPostsEndpoint',
      'mapEmbedUrl',
      'siteUrl',
    ]);
    expect(invalidRuntimeConfigFields(null)).toHaveLength(5);
  });
});
