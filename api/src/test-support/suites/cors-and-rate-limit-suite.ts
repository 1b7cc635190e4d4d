import { describe, expect, it } from 'vitest';
import { buildTestApp, postJson, SITE_ORIGIN, uniqueEmail } from '../test-app';
import type { ApiTestContext } from './api-test-context';

const preflightHeaders = (origin: string) => ({
  origin,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'content-type',
});

export function describeCorsAndRateLimit(context: ApiTestContext): void {
  describe('CORS', () => {
    it('answers a preflight from the site origin', async () => {
      const response = await context.app.inject({
        method: 'OPTIONS',
        url: '/api/contact/',
        headers: preflightHeaders(SITE_ORIGIN),
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
      expect(response.headers['access-control-allow-methods']).toContain('POST');
      expect(String(response.headers['access-control-allow-headers'])).toMatch(/content-type/i);
      expect(response.headers.vary).toMatch(/Origin/);
    });

    it('refuses a preflight from another origin, without CORS headers', async () => {
      const response = await context.app.inject({
        method: 'OPTIONS',
        url: '/api/contact/',
        headers: preflightHeaders('https://evil.example'),
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-methods']).toBeUndefined();
      expect(response.json()).toEqual({ detail: 'Origin "https://evil.example" is not allowed.' });
    });

    it('adds CORS headers to answers for the site origin only', async () => {
      const allowed = await context.app.inject({
        method: 'GET',
        url: '/api/geo/',
        headers: { origin: SITE_ORIGIN },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
      const other = await context.app.inject({
        method: 'GET',
        url: '/api/geo/',
        headers: { origin: 'http://localhost:9999' },
      });
      expect(other.statusCode).toBe(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('lets a page read Retry-After, and carries the security headers', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/geo/',
        headers: { origin: SITE_ORIGIN },
      });
      expect(String(response.headers['access-control-expose-headers'])).toMatch(/retry-after/i);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    });

    it('refuses a form post from another origin and stores nothing', async () => {
      const email = uniqueEmail('csrf');
      const response = await postJson(
        context.app,
        '/api/subscribe/',
        { email },
        { headers: { 'content-type': 'application/json', origin: 'https://evil.example' } },
      );
      expect(response.statusCode).toBe(403);
      const stored = await context.database.listSubmissions('subscriptions');
      expect(stored.some((row) => row.email === email)).toBe(false);
      const fromSite = await postJson(
        context.app,
        '/api/subscribe/',
        { email },
        { headers: { 'content-type': 'application/json', origin: SITE_ORIGIN } },
      );
      expect(fromSite.statusCode).toBe(201);
      expect(fromSite.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    });
  });

  describe('rate limit', () => {
    it('limits the GET routes too, each with its own count', async () => {
      const app = await buildTestApp(context.database, context.uploadDir, {
        rateLimit: { max: 3, readMax: 2, timeWindowMs: 60_000 },
      });
      try {
        const get = (url: string) =>
          app.inject({ method: 'GET', url, remoteAddress: '203.0.113.50' });
        for (const url of ['/api/geo/', '/wp/v2/posts?slug=java-oop-concepts']) {
          expect((await get(url)).statusCode).toBe(200);
          expect((await get(url)).statusCode).toBe(200);
          const limited = await get(url);
          expect(limited.statusCode, url).toBe(429);
          expect(limited.headers['retry-after']).toBe('60');
        }
        // The liveness and readiness checks stay unthrottled for the load balancer.
        for (let attempt = 0; attempt < 4; attempt += 1) {
          expect((await get('/api/health/')).statusCode).toBe(200);
        }
      } finally {
        await app.close();
      }
    });

    it('counts a client behind a trusted proxy by the address the proxy saw', async () => {
      const app = await buildTestApp(context.database, context.uploadDir, {
        rateLimit: { max: 3, timeWindowMs: 60_000 },
        trustProxyHops: 1,
      });
      try {
        const proxy = '10.0.0.5';
        const send = (forwardedFor: string) =>
          postJson(
            app,
            '/api/contact/',
            {},
            {
              remoteAddress: proxy,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
            },
          );
        // The visitor writes a new address of its own choosing first each time; the proxy
        // appends the address it really saw. Only that one counts.
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 25; attempt += 1) {
          statuses.push((await send(`198.18.${attempt}.1, 203.0.113.9`)).statusCode);
        }
        expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
        expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
        // Another visitor behind the same proxy has a count of its own.
        expect((await send('203.0.113.10')).statusCode).toBe(400);
      } finally {
        await app.close();
      }
    });

    it('ignores X-Forwarded-For when no proxy is trusted', async () => {
      const app = await buildTestApp(context.database, context.uploadDir, {
        rateLimit: { max: 2, timeWindowMs: 60_000 },
      });
      try {
        const send = (attempt: number) =>
          postJson(
            app,
            '/api/contact/',
            {},
            {
              remoteAddress: '203.0.113.77',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `198.18.0.${attempt}`,
              },
            },
          );
        expect((await send(1)).statusCode).toBe(400);
        expect((await send(2)).statusCode).toBe(400);
        expect((await send(3)).statusCode).toBe(429);
      } finally {
        await app.close();
      }
    });

    it('answers 429 with Retry-After once an IP passes the limit of a POST route', async () => {
      const app = await buildTestApp(context.database, context.uploadDir, {
        rateLimit: { max: 3, timeWindowMs: 60_000 },
      });
      try {
        const fromIp = (remoteAddress: string) =>
          postJson(app, '/api/contact/', { name: 'x' }, { remoteAddress });
        for (let attempt = 0; attempt < 3; attempt += 1) {
          expect((await fromIp('203.0.113.7')).statusCode).toBe(400);
        }
        const limited = await fromIp('203.0.113.7');
        expect(limited.statusCode).toBe(429);
        expect(limited.headers['retry-after']).toBe('60');
        expect(limited.json()).toEqual({
          detail: 'Request was throttled. Expected available in 60 seconds.',
        });

        // Another visitor, another route and the health check are not affected.
        expect((await fromIp('198.51.100.20')).statusCode).toBe(400);
        const otherRoute = await postJson(
          app,
          '/api/internship/',
          {},
          { remoteAddress: '203.0.113.7' },
        );
        expect(otherRoute.statusCode).toBe(400);
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const health = await app.inject({
            method: 'GET',
            url: '/api/health/',
            remoteAddress: '203.0.113.7',
          });
          expect(health.statusCode).toBe(200);
        }
      } finally {
        await app.close();
      }
    });

    it('lets the window pass and accepts requests again', async () => {
      const app = await buildTestApp(context.database, context.uploadDir, {
        rateLimit: { max: 1, timeWindowMs: 1000 },
      });
      try {
        const send = () => postJson(app, '/api/subscribe/', {}, { remoteAddress: '192.0.2.1' });
        expect((await send()).statusCode).toBe(400);
        const limited = await send();
        expect(limited.statusCode).toBe(429);
        expect(limited.headers['retry-after']).toBe('1');
        expect(limited.json()).toEqual({
          detail: 'Request was throttled. Expected available in 1 second.',
        });
        await new Promise((resolve) => setTimeout(resolve, 1100));
        expect((await send()).statusCode).toBe(400);
      } finally {
        await app.close();
      }
    });
  });
}
