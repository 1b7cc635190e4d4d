import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pathTo, routeList, sampleAddress, searchAddress } from '../support/routes';
import { switchToEducationMode, useStoredTheme } from '../support/site-controls';

/**
 * Every route of the route table, the 404 page included, at the address a visitor opens; and
 * search empty and with results of every group.
 */
const routes = [...routeList.map(sampleAddress), pathTo('search'), searchAddress('python')];

const widths = [390, 1280];
const themes = ['dark', 'light'] as const;

async function scan(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, label).toEqual([]);
}

for (const width of widths) {
  for (const theme of themes) {
    test.describe(`axe at ${width}px, ${theme} theme`, () => {
      test.use({ viewport: { width, height: 900 } });

      for (const path of routes) {
        test(`${path} in both modes has no WCAG 2.2 AA violations`, async ({ page }) => {
          await useStoredTheme(page, theme);
          // Motion is decoration; scan the settled page.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(path);
          await scan(page, `${path} tech ${theme} ${width}px`);
          await switchToEducationMode(page);
          await scan(page, `${path} education ${theme} ${width}px`);
        });
      }
    });
  }
}
