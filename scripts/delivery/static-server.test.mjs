import { describe, expect, it } from 'vitest';
import { pathTo } from '../../shared/src/contracts/routes.ts';
import { cacheControlFor, cspReportUrl, shellSecurityHeaders } from './static-server.mjs';

const production = {
  remotes: {
    techApp: 'https://tech.brajcode.in/remoteEntry.js',
    educationApp: 'https://learn.brajcode.in/remoteEntry.js',
  },
  apiBaseUrl: 'https://api.brajcode.in',
  blogPostsEndpoint: 'https://api.brajcode.in/wp/v2/posts',
  geoLookupEndpoint: 'https://api.brajcode.in/api/geo/',
};

const scriptSources = (headers) =>
  /script-src ([^;]*)/.exec(headers['Content-Security-Policy'])[1].split(' ');

describe('shellSecurityHeaders', () => {
  it("admits the deployment's remotes and API, and no candidate origin in production", () => {
    const headers = shellSecurityHeaders(production);
    expect(scriptSources(headers)).toEqual([
      "'self'",
      'https://tech.brajcode.in',
      'https://learn.brajcode.in',
    ]);
    expect(headers['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.brajcode.in",
    );
  });

  it('admits candidate origins where the config allows overrides', () => {
    const staging = {
      ...production,
      overrides: { allowedOrigins: ['https://candidates.brajcode.in/tech-app/remoteEntry.js'] },
    };
    expect(scriptSources(shellSecurityHeaders(staging))).toContain(
      'https://candidates.brajcode.in',
    );
  });

  it('reports violations by report-to over https, by report-uri everywhere', () => {
    const https = shellSecurityHeaders(
      production,
      'https://api.brajcode.in/api/client-errors/?app=shell',
    );
    expect(https['Content-Security-Policy']).toMatch(
      /report-uri https:\/\/api\.brajcode\.in\S*; report-to csp-endpoint/,
    );
    expect(https['Reporting-Endpoints']).toBe(
      'csp-endpoint="https://api.brajcode.in/api/client-errors/?app=shell"',
    );
    const http = shellSecurityHeaders(
      production,
      'http://localhost:4176/api/client-errors/?app=shell',
    );
    expect(http['Content-Security-Policy']).not.toContain('report-to');
    expect(http['Reporting-Endpoints']).toBeUndefined();
  });
});

describe('cspReportUrl', () => {
  it("names the app and its live build, which the browser's report does not", () => {
    expect(cspReportUrl('https://api.brajcode.in', 'tech-app', '1.0.0+13ca8a8be3')).toBe(
      'https://api.brajcode.in/api/client-errors/?app=tech-app&build=1.0.0%2B13ca8a8be3',
    );
    expect(cspReportUrl('http://localhost:4176', 'shell')).toBe(
      'http://localhost:4176/api/client-errors/?app=shell',
    );
  });
});

describe('cacheControlFor', () => {
  it('revalidates entries, manifests and pages, and keeps hashed files for a year', () => {
    expect(cacheControlFor('/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/render-manifest.json')).toBe('no-cache');
    expect(cacheControlFor(pathTo('pricing'))).toBe('no-cache');
    expect(cacheControlFor(`${pathTo('serviceDetail', { id: 'web-development' })}.html`)).toBe(
      'no-cache',
    );
    expect(cacheControlFor('/assets/index-CstGYLK3.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/server/chunks/page-D88k8axE.mjs')).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
