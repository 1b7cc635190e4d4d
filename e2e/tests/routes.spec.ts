import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';

/** Each route of the spec's table and a heading only its own page shows. */
const routes: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Websites, apps and AI/ },
  { path: '/services', heading: /IT services that grow your business/ },
  { path: '/services/web-development', heading: /Web Development/ },
  { path: '/pricing', heading: /Pricing/ },
  { path: '/careers', heading: /Careers|Work With Us/ },
  { path: '/about', heading: /About/ },
  { path: '/contact', heading: /Contact/ },
  { path: '/education', heading: /Learn from developers/ },
  { path: '/cohort', heading: /Internships/ },
  { path: '/coding', heading: /Coding/ },
  { path: '/enroll', heading: /Enroll/ },
  { path: '/apply-internship', heading: /Internship/ },
  { path: '/search?q=web', heading: /Search/ },
  { path: '/portfolio', heading: /Portfolio/ },
  { path: '/portfolio/s2lib', heading: /S2Lib|Case study/i },
  { path: '/privacy-policy', heading: /Privacy Policy/ },
  { path: '/terms-of-service', heading: /Terms of Service/ },
  { path: '/refund-policy', heading: /Refund Policy/ },
];

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
  await expect(page.getByRole('link', { name: 'Go Back to Home' })).toHaveAttribute('href', '/');
  for (const label of ['Home', 'Services', 'Courses', 'Contact']) {
    await expect(
      page
        .getByRole('navigation', { name: 'Quick links', exact: true })
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
  await expect(page).toHaveURL(/\/pricing$/);
});
