import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transform } from 'node:stream';

/** A mid-range phone on 4G: the round trip and downlink of the benchmark's mobile throttling. */
export const PHONE_NETWORK = { roundTripMs: 150, downlinkBitsPerSecond: 1.6e6 };

export interface PhoneNetwork {
  /** The browser context's proxy option: every request of the context goes through it. */
  proxy: { server: string; bypass: string };
  close(): Promise<void>;
}

/** Headers of one hop, not passed on: each side of the proxy manages its own connection. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding'];

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const passed = { ...headers };
  for (const name of HOP_BY_HOP) delete passed[name];
  return passed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A phone's link between one browser context and the site: an HTTP proxy on loopback. Each
 * request waits a round trip before it goes on to the server, and the answers' bytes, as the
 * server sends them (compressed), take their turn on one shared downlink at its speed.
 *
 * The tests used Chromium's own network emulation (`Network.emulateNetworkConditions`) before;
 * under CPU throttling it now and then stops handing any throttled answer to the page for the
 * rest of the test (seen in Chromium 156's network log: the shell's entry half read, other
 * scripts answered by the server but never delivered, until the page closed).
 */
export async function startPhoneNetwork(network = PHONE_NETWORK): Promise<PhoneNetwork> {
  let downlinkFreeAt = 0;
  /** Resolves once `bytes` have crossed the downlink, after whatever was queued before them. */
  function transmit(bytes: number): Promise<unknown> {
    const sendingStarts = Math.max(Date.now(), downlinkFreeAt);
    downlinkFreeAt = sendingStarts + (bytes * 8 * 1000) / network.downlinkBitsPerSecond;
    return sleep(downlinkFreeAt - Date.now());
  }

  // A fresh connection to the server per request: a reused one can be closed by the server's
  // keep-alive timeout just as a request is written to it.
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer(async (request, response) => {
    await sleep(network.roundTripMs);
    if (request.destroyed) return;
    const target = new URL(request.url ?? '');
    const upstream = http.request(target, {
      agent,
      method: request.method,
      headers: endToEnd(request.headers),
    });
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      const downlink = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          transmit(chunk.length).then(() => done(null, chunk), done);
        },
      });
      answer.pipe(downlink).pipe(response);
    });
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // Chromium sends requests to loopback past any proxy unless told otherwise.
    proxy: { server: `http://127.0.0.1:${port}`, bypass: '<-loopback>' },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
