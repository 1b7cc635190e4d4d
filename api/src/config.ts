import { fileURLToPath } from 'node:url';
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
  geoHeader: 'x-country-code',
  notifyFrom: 'Site API <no-reply@localhost>',
} as const;

/** Everything the server reads from its environment. */
export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  blogDir: string;
  origins: string[];
  rateLimit: { max: number; timeWindowMs: number };
  geoHeader: string;
  trustProxy: boolean;
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
 * RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS, GEO_COUNTRY_HEADER, API_TRUST_PROXY, SMTP_URL,
 * NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM, LOG_LEVEL.
 */
export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = positiveInteger(env, 'API_PORT', apiDefaults.port);
  if (port > 65_535) throw new ConfigError(`API_PORT must be at most 65535, got ${port}.`);
  const smtpUrl = nonEmpty(env.SMTP_URL);
  const notifyTo = nonEmpty(env.NOTIFY_EMAIL_TO);
  if (smtpUrl && !notifyTo) {
    throw new ConfigError('SMTP_URL is set but NOTIFY_EMAIL_TO is not: say which inbox to notify.');
  }
  return {
    port,
    host: nonEmpty(env.API_HOST) ?? apiDefaults.host,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: path.resolve(nonEmpty(env.API_DATA_DIR) ?? apiDefaults.dataDir),
    uploadDir: path.resolve(nonEmpty(env.API_UPLOAD_DIR) ?? apiDefaults.uploadDir),
    blogDir: path.resolve(nonEmpty(env.API_BLOG_DIR) ?? apiDefaults.blogDir),
    origins: listOf(env.SITE_ORIGINS, apiDefaults.origins),
    rateLimit: {
      max: positiveInteger(env, 'RATE_LIMIT_MAX', apiDefaults.rateLimit.max),
      timeWindowMs: positiveInteger(
        env,
        'RATE_LIMIT_WINDOW_MS',
        apiDefaults.rateLimit.timeWindowMs,
      ),
    },
    geoHeader: (nonEmpty(env.GEO_COUNTRY_HEADER) ?? apiDefaults.geoHeader).toLowerCase(),
    trustProxy: ['1', 'true', 'yes'].includes((env.API_TRUST_PROXY ?? '').trim().toLowerCase()),
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
