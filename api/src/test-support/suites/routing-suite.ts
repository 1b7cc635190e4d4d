import { describe, expect, it } from 'vitest';
import type { ApiTestContext } from './api-test-context';

const postRoutes = ['/api/subscribe/', '/api/contact/', '/api/career/', '/api/internship/'];

export function describeRoutingAndErrors(context: ApiTestContext): void {
  describe('routing and general errors', () => {
    it('answers the health check', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/health/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('answers readiness after a database round trip and a write to the upload directory', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/ready/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', uploads: 'ok' },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 404 {"detail":"Not found."} for unknown routes', async () => {
      for (const url of ['/', '/api/', '/api/unknown/', '/wp/v2/pages', '/api/../etc/passwd']) {
        const response = await context.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
    });

    it('keeps the trailing slash of the spec: /api/contact without it is not a route', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'a' },
      });
      expect(response.statusCode).toBe(404);
    });

    it.each(postRoutes)('answers 405 with an Allow header to GET on %s', async (url) => {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(405);
      expect(response.body).toBe('{"detail":"Method \\"GET\\" not allowed."}');
      expect(response.headers.allow).toBe('POST, OPTIONS');
    });

    it('answers 405 to other methods too, on POST and GET routes alike', async () => {
      const put = await context.app.inject({ method: 'PUT', url: '/api/contact/', payload: {} });
      expect(put.statusCode).toBe(405);
      expect(put.json()).toEqual({ detail: 'Method "PUT" not allowed.' });
      const del = await context.app.inject({ method: 'DELETE', url: '/api/health/' });
      expect(del.statusCode).toBe(405);
      expect(del.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
      const post = await context.app.inject({ method: 'POST', url: '/wp/v2/posts', payload: {} });
      expect(post.statusCode).toBe(405);
    });

    it('sends nosniff and JSON on every answer', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/nowhere' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });
  });
}
