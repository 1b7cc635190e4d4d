import type { Page } from '@playwright/test';
import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { pathTo } from '../support/routes';

test('the mode switch in the shell changes what a remote renders: one store across apps', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  const programsHeading = page.getByTestId('programs-heading');
  await expect(programsHeading).toHaveText('Train Your Team With Us');
  await page.getByTestId('mode-switch').click();
  await expect(programsHeading).toHaveText('Start Your Coding Journey');
  await expect(page.getByTestId('home-hero')).toHaveAttribute('data-mode', 'education');
});

test('React, the router, zustand and the shared package are loaded once, from the shell', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(pathTo('home'));
  await expect(page.getByTestId('programs-heading')).toBeVisible();
  await page.getByRole('link', { name: 'Explore Services' }).click();
  await expect(mainHeading(page)).toHaveText(/IT services/);
  await page.waitForLoadState('networkidle');
  const sharedCopies = scripts.filter((url) => /__federation_shared_/.test(url));
  // Each singleton comes from the shell's origin; the remotes' fallback copies are never fetched.
  expect(sharedCopies.filter((url) => !url.startsWith(e2eOrigins.shell))).toEqual([]);
  const reactDomChunks = scripts.filter((url) => /react-dom/.test(url));
  expect(reactDomChunks.length).toBeLessThanOrEqual(1);
  const versions = await page.evaluate(() => {
    const scope = (globalThis as { __federation_shared__?: Record<string, Record<string, object>> })
      .__federation_shared__?.default;
    return scope ? Object.keys(scope.react ?? {}) : [];
  });
  expect(versions).toHaveLength(1);
});

/** The page's stylesheet links to files of one app's origin. */
function stylesheetLinksFrom(page: Page, origin: string) {
  return page.locator(`link[rel="stylesheet"][href^="${origin}/"]`);
}

test('a remote adds its stylesheet only to a page that does not link it yet, and only once', async ({
  page,
}) => {
  // The composed /pricing links tech-app's stylesheet; once its code runs, a second link to it
  // would restyle the whole page for nothing.
  await page.goto(pathTo('pricing'));
  await page.getByRole('tab', { name: 'SEO Optimization' }).click();
  await expect(page.getByRole('tab', { name: 'SEO Optimization' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(stylesheetLinksFrom(page, e2eOrigins.techApp)).toHaveCount(1);

  // /about is the shell's own page: moving from it to /pricing in the browser needs the
  // stylesheet, and gets it, once, with the remote's rules applied.
  await page.goto(pathTo('about'));
  await expect(stylesheetLinksFrom(page, e2eOrigins.techApp)).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(mainHeading(page)).toHaveText('Pricing Plans');
  await expect(stylesheetLinksFrom(page, e2eOrigins.techApp)).toHaveCount(1);
  await expect(page.getByTestId('pricing-tabs-row')).toHaveCSS('overflow-x', 'auto');
});

test('a remote stylesheet the page could not download is downloaded again by the remote’s code', async ({
  page,
}) => {
  let refusals = 0;
  await page.route(/\/style-[\w-]{8}\.css$/, (route) => {
    if (!route.request().url().startsWith(`${e2eOrigins.techApp}/`) || refusals > 0) {
      return route.continue();
    }
    refusals += 1;
    return route.abort('failed');
  });
  await page.goto(pathTo('pricing'));
  await page.getByRole('tab', { name: 'SEO Optimization' }).click();
  await expect(page.getByRole('tab', { name: 'SEO Optimization' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(refusals).toBe(1);
  await expect(page.getByTestId('pricing-tabs-row')).toHaveCSS('overflow-x', 'auto');
});

test('with a remote entry aborted the shell still works and Retry recovers', async ({ page }) => {
  let blocked = true;
  await page.route(`${e2eOrigins.techApp}/remoteEntry.js*`, (route) =>
    blocked ? route.abort('failed') : route.continue(),
  );
  collectPageErrors(page);
  await page.goto(pathTo('services'));
  const slotError = page.getByTestId('remote-error');
  await expect(slotError).toContainText("We couldn't load the services page");
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The other audience is untouched.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Course & Training' }).click();
  await expect(mainHeading(page)).toHaveText(/Learn from developers/);
  await page.goBack();
  await expect(slotError).toBeVisible();

  blocked = false;
  await slotError.getByRole('button', { name: 'Retry' }).click();
  await expect(mainHeading(page)).toHaveText(/IT services that grow your business/);
});

test('a chunk failing after the entry loaded is retried on a fresh entry', async ({ page }) => {
  let blocked = true;
  await page.route(/__federation_expose_ServicesPage/, (route) =>
    blocked ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await page.goto(pathTo('services'));
  const slotError = page.getByTestId('remote-error');
  await expect(slotError).toBeVisible();
  blocked = false;
  await slotError.getByRole('button', { name: 'Retry' }).click();
  await expect(mainHeading(page)).toHaveText(/IT services that grow your business/);
});

test('a failure on one remote page does not stick to the next page', async ({ page }) => {
  await page.route(/__federation_expose_PricingPage/, (route) => route.abort('failed'));
  await page.goto(pathTo('pricing'));
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(mainHeading(page)).toHaveText(/IT services that grow your business/);
});

/** Serves the home page with its runtime config element rewritten by `change`. */
async function withEmbeddedConfig(page: Page, change: (element: string) => string) {
  await page.route(
    (url) => url.pathname === pathTo('home'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="site-config">.*?<\/script>/,
        change,
      );
      await route.fulfill({ response, body: html });
    },
  );
}

test('a page without its runtime config and no site-config.json shows a clear error page with a retry', async ({
  page,
}) => {
  let broken = true;
  await withEmbeddedConfig(page, () => '');
  await page.route('**/site-config.json', (route) =>
    broken ? route.fulfill({ status: 404, body: 'missing' }) : route.continue(),
  );
  await page.goto(pathTo('home'));
  await expect(page.getByRole('alert')).toContainText(
    'The site configuration is missing (HTTP 404).',
  );
  broken = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(mainHeading(page)).toHaveText(/Websites, apps and AI/);
});

test('a malformed runtime config is explained, never a blank page', async ({ page }) => {
  await withEmbeddedConfig(
    page,
    () => '<script type="application/json" id="site-config">{"remotes":</script>',
  );
  await page.goto(pathTo('home'));
  await expect(page.getByRole('alert')).toContainText('The site configuration is not valid JSON.');
});
