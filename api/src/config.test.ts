import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PACKAGE_DIR, ConfigError, defaultMaxConnections, readApiConfig } from './config';

describe('readApiConfig', () => {
  it('has local defaults', () => {
    const config = readApiConfig({});
    expect(config).toEqual({
      port: 4176,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(API_PACKAGE_DIR, 'data', 'pglite'),
      uploadDir: path.join(API_PACKAGE_DIR, 'data', 'uploads'),
      blogDir: path.join(API_PACKAGE_DIR, 'content', 'blog'),
      origins: ['http://localhost:4173'],
      rateLimit: { max: 20, timeWindowMs: 60_000, readMax: 120, clientErrorMax: 20 },
      redisUrl: undefined,
      geoHeader: 'x-country-code',
      trustProxyHops: 0,
      connections: {
        requestTimeoutMs: 29_000,
        headersTimeoutMs: 10_000,
        keepAliveTimeoutMs: 5_000,
        maxConnectionsPerAddress: 256,
        maxConnections: defaultMaxConnections(),
      },
      database: { connectTimeoutMs: 5_000, statementTimeoutMs: 10_000, poolMax: 10 },
      smtp: undefined,
      logLevel: 'info',
    });
    expect(path.basename(API_PACKAGE_DIR)).toBe('api');
  });

  it('reads every variable', () => {
    const config = readApiConfig({
      API_PORT: '8080',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://site@db/site',
      API_DATA_DIR: '/var/lib/site/pglite',
      API_UPLOAD_DIR: '/var/lib/site/uploads',
      API_BLOG_DIR: '/srv/blog',
      SITE_ORIGINS: 'https://example.com/, https://www.example.com ,',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_READ_MAX: '50',
      RATE_LIMIT_CLIENT_ERRORS_MAX: '7',
      RATE_LIMIT_WINDOW_MS: '1000',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      API_TRUST_PROXY: '2',
      API_REQUEST_TIMEOUT_MS: '20000',
      API_HEADERS_TIMEOUT_MS: '25000',
      API_KEEP_ALIVE_TIMEOUT_MS: '5000',
      API_MAX_CONNECTIONS_PER_IP: '200',
      API_MAX_CONNECTIONS: '900',
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '3000',
      DB_POOL_MAX: '4',
      SMTP_URL: 'smtp://mail.example.com:587',
      NOTIFY_EMAIL_TO: 'team@example.com',
      NOTIFY_EMAIL_FROM: 'Website <web@example.com>',
      LOG_LEVEL: 'warn',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://site@db/site',
      dataDir: '/var/lib/site/pglite',
      uploadDir: '/var/lib/site/uploads',
      blogDir: '/srv/blog',
      origins: ['https://example.com', 'https://www.example.com'],
      rateLimit: { max: 5, timeWindowMs: 1000, readMax: 50, clientErrorMax: 7 },
      redisUrl: 'redis://127.0.0.1:6379/0',
      geoHeader: 'cf-ipcountry',
      trustProxyHops: 2,
      connections: {
        requestTimeoutMs: 20_000,
        // Never above the request timeout.
        headersTimeoutMs: 20_000,
        keepAliveTimeoutMs: 5_000,
        maxConnectionsPerAddress: 200,
        maxConnections: 900,
      },
      database: { connectTimeoutMs: 2_000, statementTimeoutMs: 3_000, poolMax: 4 },
      smtp: {
        url: 'smtp://mail.example.com:587',
        to: 'team@example.com',
        from: 'Website <web@example.com>',
      },
      logLevel: 'warn',
    });
  });

  it('refuses values that cannot work', () => {
    expect(() => readApiConfig({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => readApiConfig({ API_PORT: '70000' })).toThrow(ConfigError);
    expect(() => readApiConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => readApiConfig({ SMTP_URL: 'smtp://localhost' })).toThrow(/NOTIFY_EMAIL_TO/);
    // "true" would trust whatever address a client writes first; the number of proxies is needed.
    expect(() => readApiConfig({ API_TRUST_PROXY: 'true' })).toThrow(/number of reverse proxies/);
    expect(() => readApiConfig({ API_TRUST_PROXY: '-1' })).toThrow(ConfigError);
  });

  it('reads API_TRUST_PROXY as a number of hops, and lifts the per-address cap behind a proxy', () => {
    expect(readApiConfig({ API_TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(readApiConfig({ API_TRUST_PROXY: '0' }).trustProxyHops).toBe(0);
    const behindProxy = readApiConfig({ API_TRUST_PROXY: '1' });
    expect(behindProxy.trustProxyHops).toBe(1);
    expect(behindProxy.connections.maxConnectionsPerAddress).toBe(0);
    expect(behindProxy.connections.keepAliveTimeoutMs).toBe(72_000);
  });

  it('derives the GET and error-report limits from RATE_LIMIT_MAX unless they are set', () => {
    expect(readApiConfig({ RATE_LIMIT_MAX: '1000' }).rateLimit).toEqual({
      max: 1000,
      timeWindowMs: 60_000,
      readMax: 6000,
      clientErrorMax: 1000,
    });
  });

  it('keeps all connections well below the open file limit', () => {
    expect(defaultMaxConnections(1024)).toBe(768);
    expect(defaultMaxConnections(200)).toBe(64);
    expect(defaultMaxConnections(1_048_576)).toBe(10_000);
    expect(defaultMaxConnections(null)).toBe(0);
  });
});
