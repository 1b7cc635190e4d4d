import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Switches the audience mode with the header switch, on any screen width. A click that lands
 * before the shell has hydrated is lost, so the switch is pressed until it reports education.
 */
export async function switchToEducationMode(page: Page) {
  const desktopSwitch = page.getByTestId('mode-switch');
  const onSmallScreen = !(await desktopSwitch.isVisible());
  const menuButton = page.getByTestId('mobile-menu-button');
  const modeSwitch = onSmallScreen ? page.getByTestId('mode-switch-mobile') : desktopSwitch;
  await expect(async () => {
    if (onSmallScreen && !(await modeSwitch.isVisible())) await menuButton.click();
    if ((await modeSwitch.getAttribute('aria-checked')) !== 'true') await modeSwitch.click();
    await expect(modeSwitch).toHaveAttribute('aria-checked', 'true', { timeout: 1_000 });
  }).toPass();
  if (onSmallScreen) await menuButton.click();
}

/** Stores a theme choice the way the theme toggle does, before the page loads. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
}
