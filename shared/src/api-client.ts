import { apiUrl } from './runtime-config';

/** The answer of a form call: the status and the parsed JSON body (or null when there is none). */
export interface ApiAnswer<T = unknown> {
  ok: boolean;
  status: number;
  data: T | null;
}

/** Thrown when the request never got an answer (network down, refused, aborted). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** How long a form waits for the API before it reports the failure and lets the visitor retry. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * How long an upload waits. The API gives a request's body 30 s to arrive (5 MB needs about
 * 1.4 Mbit/s), then inspects the file and writes it (up to 10 s each): giving up sooner would
 * report as failed an application the API went on to store, and a retry would store it twice.
 */
export const UPLOAD_TIMEOUT_MS = 60_000;

async function send<T>(
  path: string,
  init: RequestInit,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<ApiAnswer<T>> {
  // A plain timer rather than AbortSignal.timeout(): page clocks (and fake timers in tests)
  // drive it, so a hanging API can be shown without waiting 15 real seconds.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { ...init, signal: controller.signal });
  } catch (error) {
    throw new NetworkError(
      controller.signal.aborted
        ? `No answer from the API within ${timeoutMs / 1000} s`
        : error instanceof Error
          ? error.message
          : 'Network request failed',
    );
  } finally {
    clearTimeout(timer);
  }
  let data: T | null = null;
  try {
    data = (await response.json()) as T;
  } catch {
    data = null;
  }
  return { ok: response.ok, status: response.status, data };
}

/** POSTs JSON to the site's API, e.g. postJson('/api/contact/', {...}). */
export function postJson<T = unknown>(path: string, body: unknown): Promise<ApiAnswer<T>> {
  return send<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** POSTs multipart form data (file uploads) to the site's API. */
export function postFormData<T = unknown>(path: string, body: FormData): Promise<ApiAnswer<T>> {
  return send<T>(
    path,
    { method: 'POST', headers: { Accept: 'application/json' }, body },
    UPLOAD_TIMEOUT_MS,
  );
}
