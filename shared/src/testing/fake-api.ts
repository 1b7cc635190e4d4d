import { afterEach, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '../runtime-config';
import { useSiteStore, type ToastMessage } from '../store/site-store';

/** A request a form sent to the fake API. */
export interface SentRequest {
  path: string;
  method: string;
  /** The parsed JSON body, or the FormData of a multipart request. */
  body: unknown;
}

/** An answer; `held` ones (and 'never', a held 201) wait for `release()`. */
type Answer = { status: number; body?: unknown; held?: boolean } | 'network-error' | 'never';

/**
 * For form tests: the runtime config points at a fake API whose answers the test chooses
 * (201 with an empty object unless told otherwise), and every request is recorded. Toasts are
 * cleared before each test.
 */
export function withFakeApi() {
  const sent: SentRequest[] = [];
  const gets = new Map<string, unknown>();
  let next: Answer[] = [];
  let release: (() => void) | null = null;

  beforeEach(() => {
    sent.length = 0;
    gets.clear();
    next = [];
    useSiteStore.setState({ toasts: [] });
    setRuntimeConfig({
      remotes: { techApp: 'http://tech.test/', educationApp: 'http://education.test/' },
      apiBaseUrl: 'http://api.test/',
      blogPostsEndpoint: 'http://api.test/blog/',
      geoLookupEndpoint: 'http://api.test/api/geo/',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const path = new URL(url).pathname;
        const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
        if (init.method === 'POST') sent.push({ path, method: init.method, body });
        const answer: Answer =
          init.method === 'POST'
            ? (next.shift() ?? { status: 201 })
            : gets.has(path)
              ? { status: 200, body: gets.get(path) }
              : { status: 404 };
        if (answer === 'network-error') throw new TypeError('Failed to fetch');
        if (answer === 'never' || answer.held) {
          await new Promise<void>((resolve) => (release = resolve));
        }
        const { status, body: answerBody } = answer === 'never' ? { status: 201 } : answer;
        return new Response(JSON.stringify(answerBody ?? {}), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });

  afterEach(() => {
    release?.();
    release = null;
    vi.unstubAllGlobals();
  });

  return {
    /** Requests sent so far (POSTs only). */
    sent,
    /** The answers to the next POSTs, in order. */
    answerNext(...answers: Answer[]) {
      next.push(...answers);
    },
    /** The body of 200 answers to GET `path` (other GETs are answered 404). */
    answerGet(path: string, body: unknown) {
      gets.set(path, body);
    },
    /** Lets a request answered 'never' through, with 201. */
    release() {
      release?.();
    },
  };
}

/** The toast on screen (the store holds at most one). */
export function latestToast(): ToastMessage | undefined {
  return useSiteStore.getState().toasts.find((toast) => toast.open !== false);
}
