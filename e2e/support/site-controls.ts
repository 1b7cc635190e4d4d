import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Switches the audience mode to education with the header switch, on any screen width: on a
 * small screen through the menu, which it closes again. A learner's page opens in education
 * mode already; then nothing is pressed.
 */
export async function switchToEducationMode(page: Page) {
  const desktopSwitch = page.getByTestId('mode-switch');
  const onSmallScreen = !(await desktopSwitch.isVisible());
  if ((await desktopSwitch.getAttribute('aria-checked')) === 'true') return;
  const menuButton = page.getByTestId('mobile-menu-button');
  if (onSmallScreen) await menuButton.click();
  const modeSwitch = onSmallScreen ? page.getByTestId('mode-switch-mobile') : desktopSwitch;
  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
  // The switch moves first and the site follows a frame later: the header's call to action is
  // then the learners' one.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Enroll Now' }).filter({ visible: true }),
  ).toBeVisible();
  if (onSmallScreen) await menuButton.click();
}

/** Stores a theme choice the way the theme toggle does, before the page loads. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
}
