import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { boxOf } from './polish-support';
import { pathTo } from '../support/routes';

/** Lists of three cards: the portfolio (its page and the home teaser) and the internships. */
const lists: { name: string; address: string; list: (page: Page) => Locator }[] = [
  {
    name: 'the portfolio',
    address: pathTo('portfolio'),
    list: (page) => page.getByRole('list', { name: 'Projects' }),
  },
  {
    name: 'the home portfolio',
    address: pathTo('home'),
    list: (page) => page.getByRole('list', { name: 'Projects' }),
  },
  {
    name: 'the cohort internships',
    address: pathTo('cohort'),
    list: (page) =>
      page
        .getByRole('main')
        .getByRole('list')
        .filter({ has: page.getByRole('link', { name: /Apply Now/ }) }),
  },
];

async function cardBoxes(list: Locator) {
  const cards = list.locator(':scope > li');
  await expect(cards).toHaveCount(3);
  return [await boxOf(cards.nth(0)), await boxOf(cards.nth(1)), await boxOf(cards.nth(2))] as const;
}

test.describe('on a 768 px tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  for (const { name, address, list } of lists) {
    test(`${name}: two cards side by side, the third centred under them`, async ({ page }) => {
      await page.goto(address);
      const grid = list(page);
      await grid.scrollIntoViewIfNeeded();
      const [first, second, third] = await cardBoxes(grid);
      const gridBox = await boxOf(grid);
      expect(second.y).toBeCloseTo(first.y, 0);
      expect(third.y).toBeGreaterThan(first.y + first.height);
      expect(third.width).toBeCloseTo(first.width, 0);
      expect(third.x + third.width / 2).toBeCloseTo(gridBox.x + gridBox.width / 2, 0);
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the three portfolio cards share one row, at equal widths', async ({ page }) => {
    await page.goto(pathTo('portfolio'));
    const grid = page.getByRole('list', { name: 'Projects' });
    const [first, second, third] = await cardBoxes(grid);
    expect(third.y).toBeCloseTo(first.y, 0);
    expect(second.y).toBeCloseTo(first.y, 0);
    expect(third.width).toBeCloseTo(first.width, 0);
  });
});
