import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntilAnswering } from './wait-until-answering.mjs';

/** A server that answers 503 to its first `failures` requests, then 200. */
async function serverFailingFirst(failures) {
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    response.writeHead(requests > failures ? 200 : 503).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/health`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let server;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('waitUntilAnswering', () => {
  it('waits through answers that are not 2xx until the URL answers 200', async () => {
    server = await serverFailingFirst(2);
    await waitUntilAnswering(server.url, { intervalMs: 10 });
    expect(server.requests()).toBe(3);
  });

  it('rejects after the timeout when nothing listens', async () => {
    server = await serverFailingFirst(0);
    const { url } = server;
    await server.close();
    server = undefined;
    await expect(waitUntilAnswering(url, { timeoutMs: 100, intervalMs: 10 })).rejects.toThrow(
      `${url} did not answer within 100 ms`,
    );
  });

  it('gives up on a server that takes the connection and never answers', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${silent.address().port}/health`;
    try {
      const started = Date.now();
      await expect(waitUntilAnswering(url, { timeoutMs: 300, intervalMs: 10 })).rejects.toThrow(
        'did not answer within 300 ms',
      );
      // One attempt's own time limit (1 s) past the deadline at most.
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('gives up at once, with the reason, when the server will not come', async () => {
    server = await serverFailingFirst(Number.POSITIVE_INFINITY);
    const started = Date.now();
    await expect(
      waitUntilAnswering(server.url, {
        timeoutMs: 10_000,
        intervalMs: 10,
        gaveUp: Promise.resolve('its process exited (code 1)'),
      }),
    ).rejects.toThrow('will not answer: its process exited (code 1)');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
