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
 * The contrast ratio of two colours, in any syntax the browser knows (oklch included), each read
 * back as sRGB through a canvas.
 */
function contrastRatio(page: Page, colors: [string, string]) {
  return page.evaluate((pair) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const [first, second] = pair.map((color) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    }) as [number, number];
    return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
  }, colors);
}

/** The contrast ratio between the chosen tab's background and its strip's. */
async function contrastOf(page: Page, selectedTab: string) {
  const colors = await page
    .locator(selectedTab)
    .evaluate((tab): [string, string] => [
      getComputedStyle(tab.parentElement!).backgroundColor,
      getComputedStyle(tab).backgroundColor,
    ]);
  return contrastRatio(page, colors);
}

/** The colour of a focus ring's outermost line (Tailwind draws rings as box shadows). */
function outerRingColor(boxShadow: string): string {
  const rings = [...boxShadow.matchAll(/([a-z]+\([^)]*\)) 0px 0px 0px ([\d.]+)px/g)];
  rings.sort((a, b) => Number(b[2]) - Number(a[2]));
  const outer = rings[0]?.[1];
  if (!outer) throw new Error(`No focus ring in the box shadow "${boxShadow}"`);
  return outer;
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
  test(`a focused control on the brand-coloured bands shows its ring at 3:1 or more, ${theme} theme`, async ({
    page,
  }) => {
    await useStoredTheme(page, theme);
    await page.goto(pathTo('home'));
    const callToAction = page.getByTestId('home-cta');
    const controls = [
      ...(await callToAction.getByRole('link').all()),
      page.getByRole('button', { name: 'Pause announcements' }),
    ];
    for (const control of controls) {
      // Reached by the keyboard, so the ring is the one a keyboard visitor sees.
      await control.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      const { ring, band } = await control.evaluate((element) => {
        let banded: Element | null = element.parentElement;
        while (banded && getComputedStyle(banded).backgroundColor === 'rgba(0, 0, 0, 0)') {
          banded = banded.parentElement;
        }
        return {
          ring: getComputedStyle(element).boxShadow,
          band: getComputedStyle(banded!).backgroundColor,
        };
      });
      const label = `${await control.textContent()}: ring ${outerRingColor(ring)} on ${band}`;
      expect(await contrastRatio(page, [outerRingColor(ring), band]), label).toBeGreaterThanOrEqual(
        3,
      );
    }
  });
}

test('every link that opens a new tab says so in its name', async ({ page }) => {
  // Each page with a link of its own that opens a new tab, besides the footer's.
  const pagesAndLinks = [
    [pathTo('about'), /on GitHub/],
    [pathTo('contact'), /Open in Google Maps/],
    [pathTo('portfolioDetail', { id: 's2lib' }), /View Live Project/],
  ] as const;
  for (const [path, ownLink] of pagesAndLinks) {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByRole('link', { name: ownLink }).first(),
    ).toHaveAttribute('target', '_blank');
    const newTabLinks = page.locator('a[target="_blank"]').locator('visible=true');
    for (const link of await newTabLinks.all()) {
      await expect(link, path).toHaveAccessibleName(/\S \(opens in a new tab\)$/);
    }
  }
});

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
