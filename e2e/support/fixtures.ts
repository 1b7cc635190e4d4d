import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions a page produced. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Every test starts with the contact popup already dismissed, unless it asks otherwise. Tests
 * act like a visitor: as soon as a control is visible, with nothing waited for in between.
 */
export const test = base.extend<{ keepPopup: boolean }>({
  keepPopup: [false, { option: true }],
  page: async ({ page, keepPopup }, use) => {
    if (!keepPopup) {
      await page.addInitScript(() => {
        window.sessionStorage.setItem('contact-popup-closed', 'true');
      });
    }
    await use(page);
  },
});

export { expect };

/** The main heading of the current page. */
export function mainHeading(page: Page) {
  return page.locator('main h1').first();
}

/** The option a dropdown (a native select) shows as chosen. */
export function chosenOption(select: Locator) {
  return select.locator('option:checked');
}
