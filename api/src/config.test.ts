import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PACKAGE_DIR, ConfigError, readApiConfig } from './config';

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
      rateLimit: { max: 20, timeWindowMs: 60_000 },
      geoHeader: 'x-country-code',
      trustProxy: false,
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
      RATE_LIMIT_WINDOW_MS: '1000',
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      API_TRUST_PROXY: 'true',
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
      rateLimit: { max: 5, timeWindowMs: 1000 },
      geoHeader: 'cf-ipcountry',
      trustProxy: true,
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
  });
});
