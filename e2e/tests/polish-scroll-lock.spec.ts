import { expect, test } from '../support/fixtures';
import { chromiumLaunchOptions } from '../support/chromium';
import { pathTo } from '../support/routes';
import { boxOf } from './polish-support';

/** A desktop screen with a classic scrollbar, which a dialog's scroll lock takes away. */
test.use({
  viewport: { width: 1350, height: 940 },
  keepPopup: true,
  // Chromium hides scrollbars when automated; a visitor on Windows or Linux sees one.
  launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

test('opening it moves nothing on the page: not the fixed header, not the floating buttons', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(pathTo('contact'));
  // Found by CSS, not role: the open dialog hides the rest of the page from assistive technology.
  const headerRow = page.locator('header > div').first();
  const letsTalk = page.locator('button', { hasText: "Let's Talk" });
  await expect(letsTalk).toBeVisible();
  const before = {
    header: await boxOf(headerRow),
    // Across: the button floats up and down on its own (a transform, not a layout shift).
    talkX: (await boxOf(letsTalk)).x,
  };
  await page.evaluate(() => {
    const shifts: number[] = [];
    Reflect.set(window, 'layoutShifts', shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });

  await page.clock.fastForward(5000);
  await expect(page.getByTestId('contact-popup')).toBeVisible();
  expect(await boxOf(headerRow)).toEqual(before.header);
  expect((await boxOf(letsTalk)).x).toBe(before.talkX);
  expect(await page.evaluate(() => Reflect.get(window, 'layoutShifts'))).toEqual([]);
  // The overlay dims the whole window, the strip where the scrollbar was included: the same
  // element is under both edges.
  const sameOverlayAtBothEdges = await page.evaluate(() => {
    const middle = window.innerHeight / 2;
    const left = document.elementFromPoint(2, middle);
    return left !== null && left === document.elementFromPoint(window.innerWidth - 2, middle);
  });
  expect(sameOverlayAtBothEdges).toBe(true);
});

test.describe('without the contact popup', () => {
  test.use({ keepPopup: false });

  test('nothing moves sideways when the scrollbar goes: a window tall enough for the whole page', async ({
    page,
  }) => {
    await page.goto(pathTo('termsOfService'));
    const heading = page.getByRole('heading', { level: 1, name: 'Terms of Service' });
    const headerRow = page.locator('header > div').first();
    const before = { heading: await boxOf(heading), header: await boxOf(headerRow) };

    // The visitor makes the window taller than the page: there is nothing to scroll any more.
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 1350, height: pageHeight + 200 });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
      ),
    ).toBe(true);
    expect((await boxOf(heading)).x).toBe(before.heading.x);
    expect((await boxOf(headerRow)).width).toBe(before.header.width);
  });
});
