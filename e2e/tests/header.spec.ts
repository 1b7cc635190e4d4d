import { expect, mainHeading, test } from '../support/fixtures';

test.describe('header search', () => {
  test('empty or blank text does nothing', async ({ page }) => {
    await page.goto('/about');
    const search = page.locator('#header-search-desktop');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a nav label, ignoring case and surrounding spaces, goes to its route', async ({ page }) => {
    await page.goto('/');
    const search = page.locator('#header-search-desktop');
    await search.fill('  PRICING ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('other text goes to /search with q URL-encoded', async ({ page }) => {
    await page.goto('/');
    const search = page.locator('#header-search-desktop');
    await search.fill(' web & cloud ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=web%20%26%20cloud$/);
  });
});

test('header links follow the mode, with the active link highlighted', async ({ page }) => {
  await page.goto('/pricing');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Services',
    'Pricing',
    'Careers',
    'About',
    'Contact',
  ]);
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
    'href',
    '/contact',
  );

  await page.getByTestId('mode-switch').click();
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Education',
    'Cohort',
    'Coding',
    'About',
    'Contact',
  ]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
    'href',
    '/enroll',
  );
});

test('the header is fixed and 14 units (3.5rem) high', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'fixed');
  await expect(header).toHaveCSS('height', '56px');
});

test('the Services submenu lists the eight services', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Services menu' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(9);
  await page.getByRole('menuitem', { name: 'Cybersecurity' }).click();
  await expect(page).toHaveURL(/\/services\/cybersecurity$/);
});

test('theme toggle switches dark and light, stores vite-ui-theme and sets the class on <html>', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').first().click();
  await expect(html).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
  await page.reload();
  await expect(html).toHaveClass(/light/);
});

test('the page scrolls to the top on every path change', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(mainHeading(page)).toHaveText('Privacy Policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(mainHeading(page)).toBeFocused();
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu panel has the links, search and call to action, and closes on a pick', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByTestId('mobile-menu-button').click();
    const panel = page.locator('#mobile-menu');
    await expect(panel.getByRole('link', { name: 'Get a Quote' })).toBeVisible();
    await expect(panel.getByRole('searchbox')).toBeVisible();
    await panel.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(panel).toBeHidden();
  });
});
