import { describe, expect, it } from 'vitest';
import { pathTo } from '@site/shared/contracts/routes';
import { listClientErrorReports } from '../../client-errors/client-error-store';
import { exportSubmissions } from '../../export/submissions-export';
import { buildTestApp, SITE_ORIGIN } from '../test-app';
import type { ApiTestContext } from './api-test-context';

/** The page the sample reports come from. */
const servicePage = pathTo('serviceDetail', { id: 'web-development' });

const url = '/api/client-errors/';

function siteReport(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'uncaught',
    app: 'tech-app',
    buildVersion: '2025.06.1',
    route: servicePage,
    message: 'TypeError: Cannot read properties of undefined (reading "title")',
    stack:
      'TypeError: ...\n    at ServiceDetailPage (https://tech.example/assets/index-abc.js:1:123456)',
    componentStack: '\n    at ServiceDetailPage\n    at Suspense',
    timestamp: Date.now(),
    ...overrides,
  };
}

export function describeClientErrors(context: ApiTestContext): void {
  const send = (payload: unknown, contentType: string, query = '', headers = {}) =>
    context.app.inject({
      method: 'POST',
      url: `${url}${query}`,
      headers: { 'content-type': contentType, origin: SITE_ORIGIN, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: '203.0.113.99',
    });
  const stored = () => listClientErrorReports(context.client);

  describe('POST /api/client-errors/', () => {
    it('stores a beacon batch sent as text/plain and answers 204, keeping no IP address', async () => {
      const before = (await stored()).length;
      const response = await send(
        [
          siteReport(),
          siteReport({ kind: 'chunk-load', app: 'shell', message: 'Loading chunk 7 failed.' }),
        ],
        'text/plain;charset=UTF-8',
      );
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
      const rows = (await stored()).slice(before);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        kind: 'uncaught',
        app: 'tech-app',
        build_version: '2025.06.1',
        route: servicePage,
        component_stack: 'at ServiceDetailPage\n    at Suspense',
        occurred_at: expect.any(String),
      });
      // Line and column numbers of a stack are not personal data and stay.
      expect(rows[0]!.stack).toContain('index-abc.js:1:123456');
      expect(JSON.stringify(rows)).not.toContain('203.0.113.99');
    });

    it('strips queries and fragments, redacts emails and long digit runs, truncates', async () => {
      const before = (await stored()).length;
      const response = await send(
        {
          reports: [
            siteReport({
              kind: 'remote-load',
              route: `https://tech.example${pathTo('contact')}?email=a@b.example#form`,
              message:
                'Failed to load https://cdn.example/remoteEntry.js?token=secret123#x for priya.sharma@example.com, call +91 98765 43210',
              stack: `at https://tech.example/app.js?session=abc:1:2 ${'x'.repeat(5_000)}`,
            }),
          ],
        },
        'application/json',
      );
      expect(response.statusCode).toBe(204);
      const [row] = (await stored()).slice(before);
      expect(row!.route).toBe(pathTo('contact'));
      expect(row!.message).toBe(
        'Failed to load https://cdn.example/remoteEntry.js for [email], call +[number]',
      );
      expect(row!.stack.startsWith('at https://tech.example/app.js:1:2 ')).toBe(true);
      expect(row!.stack.length).toBe(4_000);
    });

    it('stores CSP violations from the Reporting API and from report-uri', async () => {
      const before = (await stored()).length;
      const reportTo = await send(
        [
          {
            type: 'csp-violation',
            age: 10,
            url: 'https://site.example/careers?ref=mail',
            user_agent: 'Mozilla/5.0',
            body: {
              documentURL: 'https://site.example/careers?ref=mail',
              blockedURL: 'https://evil.example/x.js?u=someone@example.com',
              effectiveDirective: 'script-src-elem',
              disposition: 'enforce',
              sourceFile: 'https://site.example/assets/app.js',
              lineNumber: 3,
              columnNumber: 17,
            },
          },
        ],
        'application/reports+json',
        '?app=education-app&build=2025.06.2',
      );
      expect(reportTo.statusCode).toBe(204);
      const legacy = await send(
        {
          'csp-report': {
            'document-uri': 'https://site.example/',
            'blocked-uri': 'inline',
            'violated-directive': 'style-src',
          },
        },
        'application/csp-report',
      );
      expect(legacy.statusCode).toBe(204);
      const rows = (await stored()).slice(before);
      expect(rows).toMatchObject([
        {
          kind: 'csp',
          app: 'education-app',
          build_version: '2025.06.2',
          route: pathTo('careers'),
          message: 'Blocked by script-src-elem: https://evil.example/x.js',
          stack: 'https://site.example/assets/app.js:3:17',
        },
        {
          kind: 'csp',
          app: 'shell',
          route: pathTo('home'),
          message: 'Blocked by style-src: inline',
        },
      ]);
      expect(JSON.stringify(rows)).not.toContain('Mozilla');
    });

    it('drops reports of unknown kinds or apps, and answers 400 when none is left', async () => {
      const before = (await stored()).length;
      const mixed = await send(
        [siteReport({ kind: 'warning' }), siteReport({ app: 'admin' }), siteReport()],
        'application/json',
      );
      expect(mixed.statusCode).toBe(204);
      expect((await stored()).length).toBe(before + 1);
      const none = await send([{ kind: 'nope' }], 'application/json');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ non_field_errors: ['No valid report was sent.'] });
      const malformed = await send('{not json', 'text/plain');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().detail).toMatch(/^JSON parse error - /);
    });

    it('refuses more than 16 KiB, other media types and foreign origins', async () => {
      const big = await send([siteReport({ message: 'x'.repeat(17 * 1024) })], 'text/plain');
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ detail: 'Request body is too large. The limit is 16 KiB.' });
      const form = await send('--x--', 'multipart/form-data; boundary=x');
      expect(form.statusCode).toBe(415);
      const foreign = await send([siteReport()], 'text/plain', '', {
        origin: 'https://evil.example',
      });
      expect(foreign.statusCode).toBe(403);
    });

    it('answers a preflight for JSON reports from the site', async () => {
      const response = await context.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: SITE_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    });

    it("writes no log line holding the visitor's IP address", async () => {
      const lines: string[] = [];
      const app = await buildTestApp(context.database, context.uploadDir, {
        logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      });
      try {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify([siteReport()]),
          remoteAddress: '198.51.100.123',
        });
        expect(response.statusCode).toBe(204);
        await app.inject({ method: 'GET', url: '/api/health/', remoteAddress: '198.51.100.123' });
        // The request log works (the health check is logged) but not for error reports.
        expect(lines.some((line) => line.includes('/api/health/'))).toBe(true);
        expect(lines.filter((line) => line.includes('client-errors'))).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it('is rate-limited per IP', async () => {
      const app = await buildTestApp(context.database, context.uploadDir, {
        rateLimit: { max: 100, clientErrorMax: 2, timeWindowMs: 60_000 },
      });
      try {
        const post = () =>
          app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'text/plain' },
            payload: JSON.stringify([siteReport()]),
            remoteAddress: '198.51.100.99',
          });
        expect((await post()).statusCode).toBe(204);
        expect((await post()).statusCode).toBe(204);
        expect((await post()).statusCode).toBe(429);
      } finally {
        await app.close();
      }
    });

    it('is read by the export command as the client-errors kind', async () => {
      const csv = await exportSubmissions(context.database, 'client-errors', 'csv');
      const [header, first] = csv.split('\r\n');
      expect(header).toBe(
        'id,kind,app,build_version,route,message,stack,component_stack,occurred_at,created_at',
      );
      const [id, ...columns] = first!.split(',');
      expect(id).toMatch(/^\d+$/);
      expect(columns.slice(0, 4)).toEqual(['uncaught', 'tech-app', '2025.06.1', servicePage]);
      const json = JSON.parse(await exportSubmissions(context.database, 'client-errors', 'json'));
      expect(json.length).toBeGreaterThan(3);
    });
  });
}
