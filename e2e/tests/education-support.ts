import type { Page } from '@playwright/test';
import { expect, mainHeading } from '../support/fixtures';

/**
 * Opens a page and waits until React has taken over its main heading. A prerendered page shows
 * its content before its remote has loaded and hydrated it; a click on it before then is delayed
 * (a button's) or does nothing (a tab's).
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() =>
      mainHeading(page).evaluate((heading) =>
        Object.keys(heading).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}
