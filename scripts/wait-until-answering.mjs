// Waits until a URL answers 2xx: the local site's API opens its embedded database and runs its
// migrations before it listens, which takes seconds on a first start.

/**
 * Resolves once `url` answers with a 2xx status; rejects after `timeoutMs`, or as soon as
 * `gaveUp` resolves (such as the server's process exiting) with the reason it resolves to.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, gaveUp?: Promise<string> }} [options]
 */
export async function waitUntilAnswering(
  url,
  { timeoutMs = 30_000, intervalMs = 250, gaveUp } = {},
) {
  let reasonToStop;
  void gaveUp?.then((reason) => {
    reasonToStop = reason;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (reasonToStop) throw new Error(`${url} will not answer: ${reasonToStop}`);
    try {
      // A server that accepts the connection but never answers counts as not answering yet.
      const response = await fetch(url, {
        signal: AbortSignal.timeout(Math.max(intervalMs, 1_000)),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
