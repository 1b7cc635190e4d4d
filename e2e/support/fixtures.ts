import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { e2eOrigins } from './e2e-env';

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
 * After `page.goto` to a shell page, waits until the shell has started (`data-shell-started` on
 * `<html>`): a prerendered page is visible earlier, but clicks on it before then are lost.
 */
function waitForShellAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const isShellPage =
      response?.url().startsWith(e2eOrigins.shell) &&
      response.headers()['content-type']?.includes('text/html');
    if (isShellPage) {
      await page.locator('html[data-shell-started]').waitFor({ state: 'attached' });
    }
    return response;
  };
}

/**
 * Every test starts with the contact popup already dismissed, unless it asks otherwise, and
 * `page.goto` resolves once the shell has started, unless the test asks for the raw page.
 */
export const test = base.extend<{ keepPopup: boolean; waitForShell: boolean }>({
  keepPopup: [false, { option: true }],
  waitForShell: [true, { option: true }],
  page: async ({ page, keepPopup, waitForShell }, use) => {
    if (!keepPopup) {
      await page.addInitScript(() => {
        window.sessionStorage.setItem('contact-popup-closed', 'true');
      });
    }
    if (waitForShell) waitForShellAfterGoto(page);
    await use(page);
  },
});

export { expect };

/** The main heading of the current page. */
export function mainHeading(page: Page) {
  return page.locator('main h1').first();
}

/**
 * Waits until React has attached its handlers to `target`. Prerendered HTML is visible before
 * its code has loaded (on the home page, the sections below the hero load theirs when scrolled
 * to or on the first interaction); a click on it before then is delayed until they have (a
 * button's) or does nothing (a tab's), and a link works as a plain link.
 */
export async function expectHydrated(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}
