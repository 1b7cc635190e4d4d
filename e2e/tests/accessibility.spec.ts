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
  // Not WCAG rules but how screen reader users skim a page: no heading level is skipped, and no
  // two landmarks of a kind share a name.
  const outline = await new AxeBuilder({ page })
    .withRules(['heading-order', 'landmark-unique'])
    .analyze();
  const summary = [...results.violations, ...outline.violations].map(
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

/**
 * The contrast ratio between the chosen tab's background and its strip's, with each colour (in any
 * syntax the browser knows, oklch included) read back as sRGB through a canvas.
 */
function contrastOf(page: Page, selectedTab: string) {
  return page.locator(selectedTab).evaluate((tab) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const luminance = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const strip = luminance(getComputedStyle(tab.parentElement!).backgroundColor);
    const chosen = luminance(getComputedStyle(tab).backgroundColor);
    return (Math.max(strip, chosen) + 0.05) / (Math.min(strip, chosen) + 0.05);
  });
}

for (const theme of themes) {
  test(`the chosen tab stands out from its strip at 3:1 or more, ${theme} theme`, async ({
    page,
  }) => {
    await useStoredTheme(page, theme);
    for (const path of [pathTo('pricing'), pathTo('education'), pathTo('coding')]) {
      await page.goto(path);
      const selected = 'main [role="tab"][aria-selected="true"]';
      await expect(page.locator(selected).first()).toBeVisible();
      expect(await contrastOf(page, `${selected} >> nth=0`), path).toBeGreaterThanOrEqual(3);
    }
  });
}

for (const theme of themes) {
  test(`a form's error messages read at AA contrast, ${theme} theme`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.goto(pathTo('contact'));
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveCount(4);
    const results = await new AxeBuilder({ page })
      .include('main form')
      .withRules(['color-contrast'])
      .analyze();
    const failures = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message}`),
    );
    expect(failures).toEqual([]);
  });
}
