import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { pathTo, searchAddress } from '../support/routes';

function group(page: Page, name: 'Pages' | 'Services') {
  return page.getByRole('region', { name });
}

test('the query is trimmed and lowercased; services match with the match marked', async ({
  page,
}) => {
  await page.goto(`${pathTo('search')}?q=%20%20DEV%20`);
  await expect(mainHeading(page)).toHaveText('Search results for "dev"');
  await expect(group(page, 'Pages')).toContainText('No matching pages.');
  const services = group(page, 'Services').getByRole('link');
  await expect(services).toHaveText([/Web Development/, /App Development/]);
  await expect(services.first()).toHaveAttribute(
    'href',
    pathTo('serviceDetail', { id: 'web-development' }),
  );
  await expect(services.nth(1)).toHaveAttribute(
    'href',
    pathTo('serviceDetail', { id: 'app-development' }),
  );
  await expect(group(page, 'Services').locator('mark')).toHaveText(['Dev', 'Dev']);
});

test('pages match case-insensitively and an empty services group says so', async ({ page }) => {
  await page.goto(searchAddress('policy'));
  const pages = group(page, 'Pages').getByRole('link');
  await expect(pages).toHaveText([/Privacy Policy/, /Refund Policy/]);
  await expect(group(page, 'Pages').locator('mark')).toHaveText(['Policy', 'Policy']);
  await expect(group(page, 'Services')).toContainText('No matching services.');
  await pages.first().click();
  await expect(page).toHaveURL(pathTo('privacyPolicy'));
});

test('both groups empty: "No results found" with the four suggestions', async ({ page }) => {
  await page.goto(searchAddress('Zebra'));
  await expect(page.getByText('No results found for "zebra".')).toBeVisible();
  const suggestions = page.getByTestId('search-no-results').getByRole('link');
  await expect(suggestions).toHaveText(['Home', 'Education', 'Contact', 'Enroll Now']);
  const hrefs = await suggestions.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(hrefs).toEqual([pathTo('home'), pathTo('education'), pathTo('contact'), pathTo('enroll')]);
});

test('if the services list cannot load, pages still show and the services group says so', async ({
  page,
}) => {
  await page.route(`${e2eOrigins.techApp}/remoteEntry.js*`, (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await page.goto(searchAddress('contact'));
  await expect(mainHeading(page)).toHaveText('Search results for "contact"');
  await expect(group(page, 'Pages').getByRole('link')).toHaveText([/Contact/]);
  await expect(group(page, 'Services')).toContainText(
    'The services list is unavailable right now.',
  );
});
