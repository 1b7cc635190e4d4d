import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { CONTRACT_VERSION } from '@site/shared/contracts/remote-modules';
import { brand } from '@site/shared/brand';
import { pathTo } from '../support/routes';

/** The header, footer and the other audience keep working while a remote slot has failed. */
async function expectShellStillWorks(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
  ).toBeVisible();
}

/** Opens the site's 404 page, then a remote's page by its quick link: a client-side visit. */
async function visitFromTheNotFoundPage(page: Page, quickLink: string) {
  await page.goto('/this-page-does-not-exist');
  await page.getByRole('main').getByRole('link', { name: quickLink, exact: true }).first().click();
}

const remotes = [
  {
    name: 'tech-app',
    origin: e2eOrigins.techApp,
    path: pathTo('services'),
    label: 'the services page',
    quickLink: 'Services',
    heading: /IT services that grow your business/,
    exposedPage: /__federation_expose_ServicesPage/,
    module: './ServicesPage',
    manifest: /__federation_expose_Manifest/,
    otherPath: pathTo('education'),
    otherHeading: /Learn from developers/,
  },
  {
    name: 'education-app',
    origin: e2eOrigins.educationApp,
    path: pathTo('education'),
    label: 'the courses page',
    quickLink: 'Courses',
    heading: /Learn from developers/,
    exposedPage: /__federation_expose_EducationPage/,
    module: './EducationPage',
    manifest: /__federation_expose_Manifest/,
    otherPath: pathTo('services'),
    otherHeading: /IT services that grow your business/,
  },
];

for (const remote of remotes) {
  test.describe(`${remote.name} faults`, () => {
    for (const status of [404, 500]) {
      test(`entry answering ${status}: the slot explains it and Retry recovers`, async ({
        page,
      }) => {
        let failing = true;
        await page.route(`${remote.origin}/remoteEntry.js*`, (route) =>
          failing ? route.fulfill({ status, body: 'unavailable' }) : route.continue(),
        );
        await page.goto(remote.path);
        const slot = page.getByTestId('remote-error');
        await expect(slot).toContainText(`We couldn't load ${remote.label}`);
        await expect(page).toHaveTitle(`This page is temporarily unavailable | ${brand.name}`);
        await expectShellStillWorks(page);
        failing = false;
        await slot.getByRole('button', { name: 'Retry' }).click();
        await expect(mainHeading(page)).toHaveText(remote.heading);
      });
    }

    test('a page chunk failing after the entry loaded: Retry recovers', async ({ page }) => {
      let failing = true;
      await page.route(remote.exposedPage, (route) =>
        failing ? route.fulfill({ status: 503, body: 'busy' }) : route.continue(),
      );
      await page.goto(remote.path);
      const slot = page.getByTestId('remote-error');
      await expect(slot).toBeVisible();
      await expectShellStillWorks(page);
      failing = false;
      await slot.getByRole('button', { name: 'Retry' }).click();
      await expect(mainHeading(page)).toHaveText(remote.heading);
    });

    test('10 s of latency on first load: the prerendered page stays readable', async ({ page }) => {
      test.setTimeout(60_000);
      await page.route(`${remote.origin}/remoteEntry.js*`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        await route.continue();
      });
      await page.goto(remote.path);
      await expect(mainHeading(page)).toHaveText(remote.heading);
      await expect(page.getByTestId('remote-loading')).toHaveCount(0);
      await expectShellStillWorks(page);
    });

    test('10 s of latency on a client-side visit: a loading state, then the page', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.route(`${remote.origin}/remoteEntry.js*`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        await route.continue();
      });
      await visitFromTheNotFoundPage(page, remote.quickLink);
      const loading = page.getByTestId('remote-loading');
      await expect(loading).toContainText(`Loading ${remote.label}`);
      // The page left took its title; the tab says what is on its way instead of nothing.
      await expect(page).toHaveTitle(`Loading ${remote.label}… | ${brand.name}`);
      await expectShellStillWorks(page);
      await expect(loading).toContainText('taking longer than usual', { timeout: 9_000 });
      await expect(mainHeading(page)).toHaveText(remote.heading, { timeout: 20_000 });
    });

    test('a client-side visit whose code never arrives: once it is slow, Retry brings the page', async ({
      page,
    }) => {
      let hanging = true;
      await page.route(`${remote.origin}/remoteEntry.js*`, async (route) => {
        // While hanging, the request is left unanswered: the connection has stalled.
        if (!hanging) await route.continue();
      });
      await visitFromTheNotFoundPage(page, remote.quickLink);
      const loading = page.getByTestId('remote-loading');
      await expect(loading).toContainText('taking longer than usual', { timeout: 9_000 });
      // The second try stalls too; Retry stays, with keyboard focus on it.
      const retry = loading.getByRole('button', { name: 'Retry' });
      await retry.focus();
      await page.keyboard.press('Enter');
      await expect(loading).toContainText(`Loading ${remote.label}`);
      await expect(retry).toBeFocused();
      hanging = false;
      await page.keyboard.press('Enter');
      await expect(mainHeading(page)).toHaveText(remote.heading);
    });

    test('an exposed page that throws while rendering stays inside its slot', async ({ page }) => {
      await page.route(remote.exposedPage, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'export default function BrokenPage() { throw new Error("render failed"); }',
        }),
      );
      await page.goto(remote.path);
      await expect(page.getByTestId('remote-error')).toContainText(
        `Something went wrong while showing ${remote.label}`,
      );
      await expectShellStillWorks(page);
      await page.goto(remote.otherPath);
      await expect(mainHeading(page)).toHaveText(remote.otherHeading);
    });

    test('an incompatible contract major version is refused with a clear message', async ({
      page,
    }) => {
      const nextMajor = `${Number.parseInt(CONTRACT_VERSION, 10) + 1}.0.0`;
      await page.route(remote.manifest, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `export default { app: '${remote.name}', contractVersion: '${nextMajor}', buildVersion: 'next' };`,
        }),
      );
      await page.goto(remote.path);
      await expect(page.getByTestId('remote-error')).toContainText(
        'not compatible with this version of the site',
      );
      await expectShellStillWorks(page);
    });

    test('a page module missing from the deployed remote is named, with no Retry that cannot help', async ({
      page,
    }) => {
      await page.route(remote.manifest, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `export default { app: '${remote.name}', contractVersion: '${CONTRACT_VERSION}', modules: ['./manifest', './catalogue'] };`,
        }),
      );
      await page.goto(remote.path);
      const slotError = page.getByTestId('remote-error');
      await expect(slotError).toContainText(`${remote.name} does not expose ${remote.module}`);
      await expect(slotError.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expectShellStillWorks(page);
    });
  });
}

test('a tech-app catalogue of another shape stays out of the header: the menu and search go on without it', async ({
  page,
}) => {
  await page.route(
    (url) =>
      url.origin === e2eOrigins.techApp && /__federation_expose_Catalogue/.test(url.pathname),
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default { services: "every service", plans: null };',
      }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pathTo('pricing'));
  await page.getByRole('button', { name: 'Services menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'All services' })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(mainHeading(page)).toHaveText('Pricing Plans');

  await page.goto(`${pathTo('search')}?q=web`);
  await expect(page.getByRole('region', { name: 'Services', exact: true })).toContainText(
    'The services list is unavailable right now',
  );
  await expectShellStillWorks(page);
  expect(errors).toEqual([]);
});

test("the careers form's code failing to load leaves the openings working and offers a retry in the form's place", async ({
  page,
}) => {
  let formCodeBlocked = true;
  await page.route(
    (url) => url.origin === e2eOrigins.techApp && /career-application-form/.test(url.pathname),
    (route) => (formCodeBlocked ? route.abort('connectionreset') : route.continue()),
  );
  await page.goto(pathTo('careers'));
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(failure).toContainText('The application form could not be loaded');
  await expect(mainHeading(page)).toHaveText('Work With Us');
  const opening = page.getByRole('button', { name: /Backend Developer/ });
  await opening.click();
  await expect(opening).toHaveAttribute('aria-pressed', 'true');
  await expectShellStillWorks(page);

  formCodeBlocked = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  const form = page.getByRole('form', { name: 'Job application' });
  await expect(form.getByLabel('Position', { exact: true })).toHaveValue(
    'Senior Frontend Developer (React)',
  );
  await expect(form.getByLabel('Full Name', { exact: true })).toBeEditable();
});
