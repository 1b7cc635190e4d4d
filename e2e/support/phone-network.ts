import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline, Transform } from 'node:stream';

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

/** What crosses the downlink at once: about one TCP packet. */
const PACKET_BYTES = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A phone's link between one browser context and the site: an HTTP proxy on loopback. Each
 * request waits a round trip before it goes on to the server, and the answers' bytes, as the
 * server sends them (compressed), take their turn on one shared downlink at its speed, a packet
 * at a time. Uploads are not slowed.
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

  /** Passes an answer's bytes on as they cross the downlink, a packet at a time. */
  const downlink = () =>
    new Transform({
      async transform(chunk: Buffer, _encoding, done) {
        for (let start = 0; start < chunk.length; start += PACKET_BYTES) {
          const packet = chunk.subarray(start, start + PACKET_BYTES);
          await transmit(packet.length);
          this.push(packet);
        }
        done();
      },
    });

  // A fresh connection to the server per request: a reused one can be closed by the server's
  // keep-alive timeout just as a request is written to it.
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer(async (request, toBrowser) => {
    await sleep(network.roundTripMs);
    if (request.destroyed) return;
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      toBrowser.writeHead(400).end();
      return;
    }
    const toServer = http.request(target, {
      agent,
      method: request.method,
      headers: endToEnd(request.headers),
    });
    toServer.on('response', (fromServer) => {
      if (toBrowser.destroyed) return;
      toBrowser.writeHead(fromServer.statusCode ?? 502, endToEnd(fromServer.headers));
      // An answer cut off on either side ends the other side too, so no page waits for it.
      pipeline(fromServer, downlink(), toBrowser, (error) => {
        if (error) toBrowser.destroy();
      });
    });
    toServer.on('error', () => {
      if (toBrowser.headersSent) toBrowser.destroy();
      else toBrowser.writeHead(502).end();
    });
    toBrowser.on('close', () => toServer.destroy());
    request.pipe(toServer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // Loopback is where the site is: said outright, as Chromium sends requests to loopback past
    // a proxy unless told otherwise.
    proxy: { server: `http://127.0.0.1:${port}`, bypass: '<-loopback>' },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
