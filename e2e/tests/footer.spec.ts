import { expect, test } from '../support/fixtures';

test('the footer has the quick links, legal links, contact links and five social links', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  await expect(quick).toHaveText([
    'Home',
    'IT Services',
    'Course & Training',
    'Internships',
    'Coding',
    'Careers',
    'Pricing',
  ]);
  const hrefs = await quick.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/',
    '/services',
    '/education',
    '/cohort',
    '/coding',
    '/careers',
    '/pricing',
  ]);
  const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
  const legalHrefs = await legal.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(legalHrefs).toEqual([
    '/contact',
    '/about',
    '/privacy-policy',
    '/terms-of-service',
    '/refund-policy',
  ]);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.getByRole('link', { name: 'Agra | Bangalore' })).toBeVisible();
  const social = footer.getByRole('listitem').locator('a[target="_blank"][aria-label]');
  await expect(social).toHaveCount(5);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
