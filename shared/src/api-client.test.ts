import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, postJson, REQUEST_TIMEOUT_MS } from './api-client';
import { setRuntimeConfig } from './runtime-config';

beforeEach(() => {
  setRuntimeConfig({
    remotes: {
      techApp: 'http://localhost:4174/remoteEntry.js',
      educationApp: 'http://localhost:4175/remoteEntry.js',
    },
    apiBaseUrl: 'http://api.test',
    blogPostsEndpoint: 'http://api.test/wp/v2/posts',
    geoLookupEndpoint: 'http://api.test/api/geo/',
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('postJson', () => {
  it('answers with the status and the parsed body, error answers included', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ email: ['Enter a valid email address.'] }), {
            status: 400,
          }),
      ),
    );
    await expect(postJson('/api/subscribe/', { email: 'x' })).resolves.toEqual({
      ok: false,
      status: 400,
      data: { email: ['Enter a valid email address.'] },
    });
    expect(fetch).toHaveBeenCalledWith('http://api.test/api/subscribe/', expect.any(Object));
  });

  it('turns a refused connection into a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(postJson('/api/contact/', {})).rejects.toBeInstanceOf(NetworkError);
  });

  it('gives up on an API that never answers after the timeout, as a NetworkError', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted')));
          }),
      ),
    );
    const answer = postJson('/api/contact/', {});
    const outcome = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('No answer from the API within 15 s');
  });
});
