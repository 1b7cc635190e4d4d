import { expect, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { pathTo, routeList, sampleAddress } from '../support/routes';

test('the static servers send the production security and cache headers', async ({ request }) => {
  const page = await request.get(pathTo('services'));
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`script-src 'self' ${e2eOrigins.techApp} ${e2eOrigins.educationApp}`);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain(`connect-src 'self' ${e2eOrigins.api}`);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');

  const config = await request.get('/site-config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');

  for (const origin of [e2eOrigins.techApp, e2eOrigins.educationApp]) {
    const entry = await request.get(`${origin}/remoteEntry.js`, {
      headers: { Origin: e2eOrigins.shell, 'Accept-Encoding': 'gzip' },
    });
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['access-control-allow-origin']).toBe(e2eOrigins.shell);
    const refused = await request.get(`${origin}/remoteEntry.js`, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
  }
});

test('hashed assets are cached for a year, served compressed, without page-only headers', async ({
  page,
  request,
}) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/index-[\w-]{8}\.js$/.test(response.url())) assets.push(response.url());
  });
  await page.goto(pathTo('home'));
  await expect.poll(() => assets.length).toBeGreaterThan(0);
  const asset = await request.get(assets[0]!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  // The CSP and permissions policy govern documents; on a script they would only add bytes.
  expect(asset.headers()['content-security-policy']).toBeUndefined();
  expect(asset.headers()['permissions-policy']).toBeUndefined();
});

/** Every route of the route table, the 404 page included. */
const routesToScan = routeList.map(sampleAddress);

test('no Content-Security-Policy violation on any route', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of routesToScan) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});

test('external links open with noopener noreferrer', async ({ page }) => {
  await page.goto(pathTo('home'));
  await page.waitForLoadState('networkidle');
  const unsafe = await page
    .locator('a[target="_blank"]')
    .evaluateAll((links) =>
      links
        .filter(
          (link) =>
            !/noopener/.test(link.getAttribute('rel') ?? '') ||
            !/noreferrer/.test(link.getAttribute('rel') ?? ''),
        )
        .map((link) => link.getAttribute('href')),
    );
  expect(unsafe).toEqual([]);
});
