import { execFile } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface TlsCredentials {
  key: string;
  cert: string;
}

/** A throwaway self-signed certificate for localhost (openssl). */
export async function localhostCertificate(): Promise<TlsCredentials> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ]);
    return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface TlsFront {
  /** Method and media type of each request passed on, e.g. "POST application/reports+json". */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Terminates TLS for an http origin, as a load balancer or CDN does in front of the API: each
 * request goes to `target` as it came, and its answer back.
 */
export async function startTlsFront(
  tls: TlsCredentials,
  port: number,
  target: string,
): Promise<TlsFront> {
  const requests: string[] = [];
  const server = https.createServer(tls, (request, response) => {
    requests.push(`${request.method} ${request.headers['content-type'] ?? ''}`.trim());
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
