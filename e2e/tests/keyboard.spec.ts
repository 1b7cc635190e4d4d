import { expect, mainHeading, test } from '../support/fixtures';

test.describe('keyboard only', () => {
  test('skip link, header links, theme toggle and mode switch work from the keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeFocused();

    const pricing = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' });
    await pricing.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);

    const themeToggle = page.getByTestId('theme-toggle').first();
    await themeToggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/light/);

    const modeSwitch = page.getByTestId('mode-switch');
    await modeSwitch.focus();
    await page.keyboard.press('Space');
    await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coding' }),
    ).toBeVisible();
  });

  test('header search submits with Enter', async ({ page }) => {
    await page.goto('/');
    await page.locator('#header-search-desktop').focus();
    await page.keyboard.type('careers');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('the Services submenu opens and is navigated with arrow keys', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Services menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'All services' })).toBeFocused();
    // The service items come from tech-app's catalogue, which may still be on its way.
    await expect(page.getByRole('menuitem', { name: 'Web Development' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/web-development$/);
  });

  test('after a route change focus is on the main heading and the page is announced', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'IT Services' }).click();
    await expect(mainHeading(page)).toBeFocused();
    await expect(page.locator('p[aria-live="polite"].sr-only').last()).toHaveText(
      await page.title(),
    );
  });

  test.describe('small screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu opens, is used and closes from the keyboard', async ({ page }) => {
      await page.goto('/');
      const menuButton = page.getByTestId('mobile-menu-button');
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const about = page.locator('#mobile-menu').getByRole('link', { name: 'About' });
      await about.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/about$/);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
