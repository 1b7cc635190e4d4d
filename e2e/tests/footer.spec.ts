import { expect, mainHeading, test } from '../support/fixtures';
import { pathTo } from '../support/routes';

test('the footer has the quick links, legal links, contact links and five social links', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
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
    pathTo('home'),
    pathTo('services'),
    pathTo('education'),
    pathTo('cohort'),
    pathTo('coding'),
    pathTo('careers'),
    pathTo('pricing'),
  ]);
  const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
  const legalHrefs = await legal.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(legalHrefs).toEqual([
    pathTo('contact'),
    pathTo('about'),
    pathTo('privacyPolicy'),
    pathTo('termsOfService'),
    pathTo('refundPolicy'),
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

test('a footer link to the page the visitor is on takes them to its top', async ({ page }) => {
  await page.goto(pathTo('about'));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(pathTo('about'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(mainHeading(page)).toBeFocused();

  await page.goto(pathTo('home'));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the newsletter box has room for an address at every width', async ({ page }) => {
  for (const width of [1024, 1100, 1280, 390]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(pathTo('services'));
      const field = page.getByRole('textbox', { name: 'Subscribe to our newsletter' });
      const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' });
      await expect(subscribe).toBeVisible();
      // Room for "you@example.com" and a usual address, with the button whole beside or below.
      expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(180);
      const typed = 'priya@gmail.com';
      await field.fill(typed);
      expect(
        await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
      ).toBe(true);
    });
  }
});
