import type { Page } from '@playwright/test';

/** Opens a page; the visitor acts on it at once, before or after its code has arrived. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
}
