import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The api package folder (api/), whatever the working directory. */
export const API_PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export const apiDefaults = {
  port: 4176,
  host: '127.0.0.1',
  dataDir: path.join(API_PACKAGE_DIR, 'data', 'pglite'),
  uploadDir: path.join(API_PACKAGE_DIR, 'data', 'uploads'),
  blogDir: path.join(API_PACKAGE_DIR, 'content', 'blog'),
  origins: ['http://localhost:4173'],
  rateLimit: { max: 20, timeWindowMs: 60_000 },
  /** Requests per IP per window on each GET route (geo, blog posts), per allowed POST. */
  readRateLimitFactor: 6,
  geoHeader: 'x-country-code',
  notifyFrom: 'Site API <no-reply@localhost>',
  /**
   * A request (headers and body) must arrive whole within this time. Node checks the deadline
   * once a second, so a stalled or dripping request is closed within 30 s.
   */
  requestTimeoutMs: 29_000,
  /** The request line and headers must arrive within this time. */
  headersTimeoutMs: 10_000,
  /**
   * An idle keep-alive connection is closed after this time: above a load balancer's usual 60 s
   * behind a proxy, Node's own 5 s when browsers connect directly (idle sockets are not held).
   */
  keepAliveTimeoutMs: { behindProxy: 72_000, direct: 5_000 },
  /**
   * Open connections allowed from one peer address when no proxy is trusted: room for a
   * classroom or an office behind one NAT address, far below the file descriptor limit.
   */
  maxConnectionsPerAddress: 256,
  /** Waiting for a PostgreSQL connection gives up after this time. */
  databaseConnectTimeoutMs: 5_000,
  /** A PostgreSQL statement is cancelled after this time. */
  databaseStatementTimeoutMs: 10_000,
  databasePoolMax: 10,
} as const;

/** How the server protects itself at the connection level (see http/connection-limits). */
export interface ConnectionLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0 turns the per-address cap off. */
  maxConnectionsPerAddress: number;
  /** All open connections together; 0 leaves it to the file descriptor limit. */
  maxConnections: number;
}

/** Everything the server reads from its environment. */
export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  blogDir: string;
  origins: string[];
  rateLimit: { max: number; timeWindowMs: number; readMax: number; clientErrorMax: number };
  /** Redis shared by several API processes for the rate-limit counts; unset: in memory. */
  redisUrl: string | undefined;
  geoHeader: string;
  /** Number of reverse proxies in front of the API whose X-Forwarded-For is trusted. */
  trustProxyHops: number;
  connections: ConnectionLimits;
  database: { connectTimeoutMs: number; statementTimeoutMs: number; poolMax: number };
  smtp: { url: string; to: string; from: string } | undefined;
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive whole number, got "${text}".`);
  }
  return value;
}

function nonNegativeInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number (0 or more), got "${text}".`);
  }
  return value;
}

/**
 * API_TRUST_PROXY: how many reverse proxies stand in front of the API. The client address is
 * then the one the outermost trusted proxy saw, never an entry the client wrote itself.
 */
function trustProxyHops(env: NodeJS.ProcessEnv): number {
  const text = nonEmpty(env.API_TRUST_PROXY)?.toLowerCase();
  if (text === undefined || text === 'false' || text === 'no') return 0;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(
      `API_TRUST_PROXY takes the number of reverse proxies in front of the API (e.g. 1), got "${text}".`,
    );
  }
  return value;
}

/** The soft limit on open files of this process (Linux), or null when it cannot be read. */
function openFileLimit(): number | null {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const match = /^Max open files\s+(\d+)/m.exec(limits);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * All connections together stay well below the file descriptor limit, so the database, the
 * uploads and SMTP always have descriptors left.
 */
export function defaultMaxConnections(fileLimit = openFileLimit()): number {
  if (fileLimit === null) return 0;
  return Math.max(64, Math.min(10_000, fileLimit - 256));
}

function listOf(text: string | undefined, fallback: readonly string[]): string[] {
  const items = (text ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return items.length > 0 ? items : [...fallback];
}

/**
 * Reads the configuration from environment variables:
 * API_PORT, API_HOST, DATABASE_URL, API_DATA_DIR, API_UPLOAD_DIR, API_BLOG_DIR, SITE_ORIGINS,
 * RATE_LIMIT_MAX, RATE_LIMIT_READ_MAX, RATE_LIMIT_CLIENT_ERRORS_MAX, RATE_LIMIT_WINDOW_MS, REDIS_URL, GEO_COUNTRY_HEADER,
 * API_TRUST_PROXY, API_REQUEST_TIMEOUT_MS, API_HEADERS_TIMEOUT_MS, API_KEEP_ALIVE_TIMEOUT_MS,
 * API_MAX_CONNECTIONS_PER_IP, API_MAX_CONNECTIONS, DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS,
 * DB_POOL_MAX, SMTP_URL, NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM, LOG_LEVEL.
 */
export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = positiveInteger(env, 'API_PORT', apiDefaults.port);
  if (port > 65_535) throw new ConfigError(`API_PORT must be at most 65535, got ${port}.`);
  const smtpUrl = nonEmpty(env.SMTP_URL);
  const notifyTo = nonEmpty(env.NOTIFY_EMAIL_TO);
  if (smtpUrl && !notifyTo) {
    throw new ConfigError('SMTP_URL is set but NOTIFY_EMAIL_TO is not: say which inbox to notify.');
  }
  const hops = trustProxyHops(env);
  const postMax = positiveInteger(env, 'RATE_LIMIT_MAX', apiDefaults.rateLimit.max);
  const requestTimeoutMs = positiveInteger(
    env,
    'API_REQUEST_TIMEOUT_MS',
    apiDefaults.requestTimeoutMs,
  );
  return {
    port,
    host: nonEmpty(env.API_HOST) ?? apiDefaults.host,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: path.resolve(nonEmpty(env.API_DATA_DIR) ?? apiDefaults.dataDir),
    uploadDir: path.resolve(nonEmpty(env.API_UPLOAD_DIR) ?? apiDefaults.uploadDir),
    blogDir: path.resolve(nonEmpty(env.API_BLOG_DIR) ?? apiDefaults.blogDir),
    origins: listOf(env.SITE_ORIGINS, apiDefaults.origins),
    rateLimit: {
      max: postMax,
      timeWindowMs: positiveInteger(
        env,
        'RATE_LIMIT_WINDOW_MS',
        apiDefaults.rateLimit.timeWindowMs,
      ),
      // Reads are cheaper than submissions: six times the POST limit unless set.
      readMax: positiveInteger(
        env,
        'RATE_LIMIT_READ_MAX',
        apiDefaults.readRateLimitFactor * postMax,
      ),
      // Error report batches: as many as submissions unless set.
      clientErrorMax: positiveInteger(env, 'RATE_LIMIT_CLIENT_ERRORS_MAX', postMax),
    },
    redisUrl: nonEmpty(env.REDIS_URL),
    geoHeader: (nonEmpty(env.GEO_COUNTRY_HEADER) ?? apiDefaults.geoHeader).toLowerCase(),
    trustProxyHops: hops,
    connections: {
      requestTimeoutMs,
      // Node requires the headers timeout not to exceed the request timeout.
      headersTimeoutMs: Math.min(
        requestTimeoutMs,
        positiveInteger(env, 'API_HEADERS_TIMEOUT_MS', apiDefaults.headersTimeoutMs),
      ),
      keepAliveTimeoutMs: positiveInteger(
        env,
        'API_KEEP_ALIVE_TIMEOUT_MS',
        hops > 0
          ? apiDefaults.keepAliveTimeoutMs.behindProxy
          : apiDefaults.keepAliveTimeoutMs.direct,
      ),
      // Behind a proxy every connection comes from the proxy: no per-address cap unless asked.
      maxConnectionsPerAddress: nonNegativeInteger(
        env,
        'API_MAX_CONNECTIONS_PER_IP',
        hops > 0 ? 0 : apiDefaults.maxConnectionsPerAddress,
      ),
      maxConnections: nonNegativeInteger(env, 'API_MAX_CONNECTIONS', defaultMaxConnections()),
    },
    database: {
      connectTimeoutMs: positiveInteger(
        env,
        'DB_CONNECT_TIMEOUT_MS',
        apiDefaults.databaseConnectTimeoutMs,
      ),
      statementTimeoutMs: positiveInteger(
        env,
        'DB_STATEMENT_TIMEOUT_MS',
        apiDefaults.databaseStatementTimeoutMs,
      ),
      poolMax: positiveInteger(env, 'DB_POOL_MAX', apiDefaults.databasePoolMax),
    },
    smtp:
      smtpUrl && notifyTo
        ? {
            url: smtpUrl,
            to: notifyTo,
            from: nonEmpty(env.NOTIFY_EMAIL_FROM) ?? apiDefaults.notifyFrom,
          }
        : undefined,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  };
}
