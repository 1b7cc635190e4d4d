import { expect, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { queryRows } from '../support/database';
import { pathTo } from '../support/routes';

interface ReportRow extends Record<string, unknown> {
  kind: string;
  app: string;
  build_version: string;
  route: string;
  message: string;
}

/** The stored reports of one kind on one route, newest first. */
function reports(kind: string, route: string) {
  return queryRows<ReportRow>(
    'SELECT kind, app, build_version, route, message FROM client_error_reports WHERE kind = $1 AND route = $2 ORDER BY id DESC',
    [kind, route],
  );
}

/** The build an origin serves now. */
async function liveBuild(origin: string): Promise<string> {
  return ((await (await fetch(`${origin}/version.json`)).json()) as { buildVersion: string })
    .buildVersion;
}

test('a hydration mismatch is reported as recoverable, with the app and its build', async ({
  page,
}) => {
  // Something changes the page's text before React hydrates it (an extension, a translator).
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const heading = document.querySelector('main h1');
      if (!heading?.lastChild) return;
      observer.disconnect();
      heading.lastChild.textContent = 'BrajCode Tech';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(pathTo('about'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About BrajCode Technologies');
  await expect
    .poll(async () => (await reports('recoverable', pathTo('about'))).length)
    .toBeGreaterThan(0);
  const [row] = await reports('recoverable', pathTo('about'));
  expect(row).toMatchObject({ app: 'shell', build_version: await liveBuild(e2eOrigins.shell) });
});

test("an error caught in a remote's slot is reported for that remote", async ({ page }) => {
  await page.route(/__federation_expose_PortfolioPage/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function BrokenPortfolio() { throw new Error("portfolio render failed"); }',
    }),
  );
  await page.goto(pathTo('portfolio'));
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await expect
    .poll(async () => (await reports('caught', pathTo('portfolio'))).length)
    .toBeGreaterThan(0);
  const [row] = await reports('caught', pathTo('portfolio'));
  expect(row).toMatchObject({
    app: 'tech-app',
    build_version: await liveBuild(e2eOrigins.techApp),
  });
  expect(row!.message).toContain('portfolio render failed');
});

test('an uncaught exception is reported', async ({ page }) => {
  await page.goto(pathTo('refundPolicy'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('refund page went wrong');
    });
  });
  await expect
    .poll(async () => (await reports('uncaught', pathTo('refundPolicy'))).length)
    .toBeGreaterThan(0);
  expect((await reports('uncaught', pathTo('refundPolicy')))[0]!.message).toContain(
    'refund page went wrong',
  );
});

test('a remote that cannot be loaded is reported for that remote', async ({ page }) => {
  await page.route(`${e2eOrigins.educationApp}/remoteEntry.js*`, (route) => route.abort('failed'));
  await page.goto(pathTo('cohort'));
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await expect
    .poll(async () => (await reports('remote-load', pathTo('cohort'))).length)
    .toBeGreaterThan(0);
  expect((await reports('remote-load', pathTo('cohort')))[0]).toMatchObject({
    app: 'education-app',
  });
});

test("a chunk of the shell's code that cannot be loaded is reported", async ({ page }) => {
  await page.route(/\/assets\/terms-of-service-page-[\w-]{8}\.js$/, (route) =>
    route.abort('failed'),
  );
  await page.goto(pathTo('privacyPolicy'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
  await expect
    .poll(async () => (await reports('chunk-load', pathTo('termsOfService'))).length)
    .toBeGreaterThan(0);
  expect((await reports('chunk-load', pathTo('termsOfService')))[0]).toMatchObject({
    app: 'shell',
  });
});

test('a CSP violation is reported by the browser itself', async ({ page }) => {
  // Over http the browser posts it to the page's report-uri; an https deployment's pages name
  // the same URL as their report-to endpoint (scripts/delivery/static-server.mjs).
  await page.goto(pathTo('contact'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  // Inline script is what the CSP forbids: the browser blocks it and reports it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
  });
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await expect
    .poll(async () => (await reports('csp', pathTo('contact'))).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect((await reports('csp', pathTo('contact')))[0]).toMatchObject({
    app: 'shell',
    build_version: await liveBuild(e2eOrigins.shell),
  });
});
