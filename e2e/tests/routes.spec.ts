import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { brand } from '@site/shared/brand';
import { pageRoutes, pathTo, sampleAddress, type PageRouteId } from '../support/routes';

/** A heading only each route's own page shows. */
const headings: Record<PageRouteId, RegExp> = {
  home: /Websites, apps and AI/,
  services: /IT services that grow your business/,
  serviceDetail: /Web Development/,
  pricing: /Pricing/,
  portfolio: /Portfolio/,
  portfolioDetail: /S2Lib|Case study/i,
  careers: /Careers|Work With Us/,
  about: /About/,
  contact: /Contact/,
  education: /Learn from developers/,
  cohort: /Internships/,
  coding: /Coding/,
  enroll: /Enroll/,
  applyInternship: /Internship/,
  privacyPolicy: /Privacy Policy/,
  termsOfService: /Terms of Service/,
  refundPolicy: /Refund Policy/,
  search: /Search/,
};

/** Every route of the route table but the not-found page (tested below), with its heading. */
const routes = pageRoutes.map((route) => ({
  path: sampleAddress(route),
  heading: headings[route.id],
}));

for (const route of routes) {
  test(`${route.path} renders its own page without console errors`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(route.path);
    await expect(mainHeading(page)).toHaveText(route.heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(mainHeading(page)).toHaveText('Oops! Page Not Found.');
  await expect(page.getByRole('link', { name: 'Go Back to Home' })).toHaveAttribute(
    'href',
    pathTo('home'),
  );
  for (const label of ['Home', 'Services', 'Courses', 'Contact']) {
    await expect(
      page
        .getByRole('navigation', { name: 'Suggested pages', exact: true })
        .getByRole('link', { name: label }),
    ).toBeVisible();
  }
});

test('the not-found search filters pages, says when nothing matches and Enter opens the first', async ({
  page,
}) => {
  await page.goto('/missing');
  const search = page.getByLabel('Search pages');
  await search.fill('polic');
  const results = page.locator('#not-found-results');
  await expect(results.getByRole('link')).toHaveText([/Privacy Policy/, /Refund Policy/]);
  await search.fill('zzz');
  await expect(results).toHaveText('No results found.');
  await search.fill('pricing');
  await search.press('Enter');
  await expect(page).toHaveURL(pathTo('pricing'));
});

test('robots.txt points to the sitemap, which lists every page search engines may index', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, address]) => address,
  );
  const indexable = pageRoutes.filter((route) => route.id !== 'search').map(sampleAddress);
  for (const address of indexable) expect(listed).toContain(new URL(address, brand.siteUrl).href);
  expect(listed).not.toContain(`${brand.siteUrl}${pathTo('search')}`);
  expect(new Set(listed).size).toBe(listed.length);
});
