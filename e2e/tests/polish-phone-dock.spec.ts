import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { boxOf } from './polish-support';
import { chromiumLaunchOptions } from '../support/chromium';
import { pathTo } from '../support/routes';

// Scrollbars as visitors' browsers show them: classic on a desktop screen, as on Windows and
// Linux, overlaid on a phone. (Chromium hides them when automated, yet keeps the gutter the page
// asks for, which no visitor's browser does.)
test.use({ launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

/**
 * The quick-action "+" and "Let's Talk" float at the bottom of every page. On a 390 px touch
 * phone they used to sit over core-value text, the pricing carousel's pause and Next controls,
 * the call-to-action text and the footer's copyright line. They now live in the action dock at
 * the bottom of the screen, which the page scrolls out from under like the fixed header: what a
 * visitor can see of the page (between the header and the dock) is never under either button.
 * On a wide screen they covered card text; the same dock keeps them clear there too.
 */
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const floatingButtons = (page: Page) => [
  page.getByRole('button', { name: 'Quick actions' }),
  page.getByRole('button', { name: "Let's Talk" }),
];

/**
 * Every heading, paragraph, list item, label, link, control and image of the page's content
 * whose visible part (between the header and the dock) lies under a floating button.
 */
async function coveredContent(
  page: Page,
  floating: Box[],
  readingTop: number,
  readingBottom: number,
) {
  return page.evaluate(
    ({ floating, readingTop, readingBottom }) => {
      const selector =
        ':is(main, footer) :is(h1, h2, h3, h4, p, li, dt, dd, label, a, button, input, textarea, blockquote, figcaption, svg, img)';
      const covered: string[] = [];
      for (const element of Array.from(document.querySelectorAll(selector))) {
        const rect = element.getBoundingClientRect();
        const top = Math.max(rect.top, readingTop);
        const bottom = Math.min(rect.bottom, readingBottom);
        if (rect.width === 0 || bottom <= top) continue;
        const under = floating.some(
          (button) =>
            rect.left < button.x + button.width &&
            button.x < rect.right &&
            top < button.y + button.height &&
            button.y < bottom,
        );
        if (under) {
          const text = (element.textContent ?? '').trim().slice(0, 40);
          covered.push(`${element.tagName.toLowerCase()} "${text}"`);
        }
      }
      return covered;
    },
    { floating, readingTop, readingBottom },
  );
}

/** Scrolls the page from top to bottom and checks at every step that nothing is covered. */
async function scrollThrough(page: Page) {
  const header = await boxOf(page.getByRole('banner'));
  const dock = page.getByTestId('action-dock');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()!;
  // The page's width: the screen's, less the gutter the page keeps for a classic scrollbar.
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const dockBox = await boxOf(dock);
    // The dock spans the width of the page at the bottom edge of the screen.
    expect(dockBox.width).toBe(pageWidth);
    expect(Math.round(dockBox.y + dockBox.height)).toBe(viewport.height);
    const buttons = await Promise.all(floatingButtons(page).map(boxOf));
    for (const button of buttons) {
      // Each floating button sits within the dock, above its top edge never.
      expect(button.y).toBeGreaterThanOrEqual(dockBox.y);
    }
    const covered = await coveredContent(page, buttons, header.y + header.height, dockBox.y);
    expect(covered, `content under a floating button at scroll ${y}`).toEqual([]);
  }
}

const pagesScrolledThrough = [
  pathTo('home'),
  pathTo('pricing'),
  pathTo('about'),
  pathTo('contact'),
  pathTo('careers'),
  pathTo('services'),
  pathTo('coding'),
];

test.describe('on a 390 px touch phone', () => {
  test.use(phone);
  for (const path of pagesScrolledThrough) {
    test(`on ${path} the floating buttons never cover content while scrolling through`, async ({
      page,
    }) => {
      await page.goto(path);
      await scrollThrough(page);
    });
  }
});

test.describe('on a 390 px touch phone, moving by keyboard', () => {
  test.use(phone);
  const forms = [
    { path: pathTo('contact'), box: 'Message' },
    { path: pathTo('applyInternship'), box: /^Why do you want to intern at/ },
  ];
  for (const { path, box } of forms) {
    test(`on ${path} a message box reached with Tab shows whole above the dock`, async ({
      page,
    }) => {
      await page.goto(path);
      const message = page.getByLabel(box);
      await expect(message).toBeVisible();
      // The box begins just above the dock, most of it under it: the browser, which scrolls a
      // focused element only when none of it shows, left it there.
      const previousFieldId = await message.evaluate((element) => {
        const dock = document.querySelector('[data-testid="action-dock"]')!;
        window.scrollBy(
          0,
          element.getBoundingClientRect().top - (dock.getBoundingClientRect().top - 60),
        );
        const fields = Array.from((element as HTMLTextAreaElement).form!.elements);
        return fields[fields.indexOf(element) - 1]!.id;
      });
      // Tap the field before it, then Tab (a phone keyboard's "next" key does the same).
      await page.locator(`#${previousFieldId}`).tap();
      await page.keyboard.press('Tab');
      await expect(message).toBeFocused();
      const dock = await boxOf(page.getByTestId('action-dock'));
      await expect
        .poll(async () => {
          const { y, height } = await boxOf(message);
          return y + height;
        })
        .toBeLessThanOrEqual(dock.y);
      const header = await boxOf(page.getByRole('banner'));
      expect((await boxOf(message)).y).toBeGreaterThanOrEqual(header.y + header.height);
    });
  }
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const path of [pathTo('home'), pathTo('services'), pathTo('pricing')]) {
    test(`on ${path} the floating buttons never cover card text or controls while scrolling through`, async ({
      page,
    }) => {
      await page.goto(path);
      await scrollThrough(page);
    });
  }
});

/**
 * Brings `target` to the bottom of the visible page, where the floating buttons used to cover it,
 * and checks that it is clear of them and that a tap at its centre reaches it.
 */
async function expectClearAtTheBottom(page: Page, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const box = await boxOf(target);
  const dock = await boxOf(page.getByTestId('action-dock'));
  // (Half a pixel of rounding allowed: the copyright line's box ends exactly at the dock.)
  expect(box.y + box.height).toBeLessThanOrEqual(dock.y + 0.5);
  for (const button of floatingButtons(page)) {
    expect(overlaps(box, await boxOf(button))).toBe(false);
  }
  const reached = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return !!hit && (element === hit || element.contains(hit));
  });
  expect(reached).toBe(true);
}

test.describe('on a 390 px touch phone, at the bottom of the screen', () => {
  test.use(phone);

  test('core values, pricing controls, call-to-action text and the copyright line stay clear', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    const values = page.getByTestId('core-values').getByRole('button');
    // Scrolling is the visitor's first interaction: the tooltips' code arrives and renders the
    // values' buttons anew as its triggers (Radix marks them). Measure the buttons that stay.
    await values.nth(4).scrollIntoViewIfNeeded();
    await expect(values.nth(4)).toHaveAttribute('data-state', 'closed');
    await expectClearAtTheBottom(page, values.nth(4));
    await expectClearAtTheBottom(page, values.nth(5));

    const carousel = page.getByTestId('plan-carousel');
    await expectClearAtTheBottom(page, carousel.getByRole('button', { name: 'Next plan' }));
    await expectClearAtTheBottom(page, carousel.getByRole('button', { name: 'Previous plan' }));
    await expectClearAtTheBottom(page, carousel.getByTestId('plan-carousel-pause'));

    const callToAction = page.getByTestId('home-cta');
    await expectClearAtTheBottom(page, callToAction.getByRole('heading', { level: 2 }));
    await expectClearAtTheBottom(page, callToAction.locator('p').first());

    // At the very end of the page the copyright line sits above the dock.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.getByRole('contentinfo').getByText(/All rights reserved/);
    await expectClearAtTheBottom(page, copyright);
  });
});
