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

const REQUEST_TIMEOUT_MS = 15_000;

async function send<T>(path: string, init: RequestInit): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
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
  return send<T>(path, { method: 'POST', headers: { Accept: 'application/json' }, body });
}
