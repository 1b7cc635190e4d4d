import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Switches the audience mode with the header switch, on any screen width. */
export async function switchToEducationMode(page: Page) {
  const desktopSwitch = page.getByTestId('mode-switch');
  if (await desktopSwitch.isVisible()) {
    await desktopSwitch.click();
  } else {
    await page.getByTestId('mobile-menu-button').click();
    await page.locator('#mode-switch-mobile').click();
    await page.getByTestId('mobile-menu-button').click();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Enroll Now' }).first()).toBeAttached();
}

/** Stores a theme choice the way the theme toggle does, before the page loads. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
}
