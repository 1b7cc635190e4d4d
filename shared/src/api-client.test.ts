import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NetworkError,
  postFormData,
  postJson,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from './api-client';
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

  /** An API that never answers: fetch settles only when the request is aborted. */
  function stubSilentApi() {
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
  }

  it('gives up on an API that never answers after the timeout, as a NetworkError', async () => {
    stubSilentApi();
    const outcome = postJson('/api/contact/', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('No answer from the API within 15 s');
  });

  it('waits for an upload as long as the API may take to receive, inspect and store it', async () => {
    stubSilentApi();
    const outcome = postFormData('/api/career/', new FormData()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await outcome) as Error).message).toBe('No answer from the API within 60 s');
  });
});
