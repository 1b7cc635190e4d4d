import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openPage } from './education-support';
import { boxOf } from './polish-support';
import { pathTo, searchAddress } from '../support/routes';

/**
 * A 320 px touch phone, the narrowest still in use: every name, figure and control shows whole,
 * and no word is broken in the middle.
 */
test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

/** The width `text` takes on one line in the font of `element`. */
function oneLineWidth(element: Locator, text: string): Promise<number> {
  return element.evaluate((node, word) => {
    const probe = document.createElement('span');
    probe.textContent = word;
    probe.style.whiteSpace = 'nowrap';
    probe.style.position = 'absolute';
    probe.style.font = getComputedStyle(node).font;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  }, text);
}

/** Whether every word of `element`'s text fits its width on one line. */
async function expectNoWordBroken(element: Locator) {
  const { width } = await boxOf(element);
  const text = (await element.textContent()) ?? '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    expect(await oneLineWidth(element, word), word).toBeLessThanOrEqual(width + 0.5);
  }
}

async function expectInside(inner: Locator, outer: Locator) {
  const innerBox = await boxOf(inner);
  const outerBox = await boxOf(outer);
  expect(innerBox.x).toBeGreaterThanOrEqual(outerBox.x);
  expect(innerBox.x + innerBox.width).toBeLessThanOrEqual(outerBox.x + outerBox.width + 0.5);
}

async function expectFaqHeadersWhole(page: Page) {
  const faq = page.getByRole('region', { name: /Questions$/ });
  const triggers = faq.getByRole('button', { name: /questions$/ });
  await expect(triggers.first()).toBeVisible();
  for (const trigger of await triggers.all()) {
    await expectInside(trigger.locator('svg').last(), trigger);
    const count = trigger.getByText(/^\d+ questions$/);
    await expectInside(count, trigger);
    await expectNoWordBroken(count);
  }
}

test('FAQ category headers show their name, count and arrow whole', async ({ page }) => {
  await page.goto(pathTo('contact'));
  await expectFaqHeadersWhole(page);
  await page.goto(pathTo('pricing'));
  await expectFaqHeadersWhole(page);
});

test('search results keep each name whole, its address beside or under it', async ({ page }) => {
  await page.goto(searchAddress('web'));
  const services = page.getByRole('region', { name: 'Services' });
  const result = services.getByRole('link', { name: /Web Development/ }).first();
  await expect(result).toBeVisible();
  await expectNoWordBroken(result.locator('span').first());
  await expectNoWordBroken(result.locator('span').last());
});

test('the careers position names the longest opening whole', async ({ page }) => {
  await page.goto(pathTo('careers'));
  await page.getByRole('button', { name: /Lead Developer & Web Scraper Specialist/ }).click();
  const position = page.getByLabel('Position', { exact: true });
  await expect(position).toHaveValue('Lead Developer & Web Scraper Specialist');
  const { clientHeight, scrollHeight, clientWidth, scrollWidth } = await position.evaluate(
    (node) => ({
      clientHeight: node.clientHeight,
      scrollHeight: node.scrollHeight,
      clientWidth: node.clientWidth,
      scrollWidth: node.scrollWidth,
    }),
  );
  expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test('the careers phone field shows its country code and its whole example number', async ({
  page,
}) => {
  await page.goto(pathTo('careers'));
  const number = page.getByLabel('Phone Number', { exact: true });
  await expect(number).toHaveAttribute('placeholder', /^e\.g\. \d+$/);
  const placeholder = (await number.getAttribute('placeholder')) ?? '';
  const room = await number.evaluate((node) => {
    const style = getComputedStyle(node);
    return node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  expect(await oneLineWidth(number, placeholder)).toBeLessThanOrEqual(room);
  const country = page.getByRole('combobox', { name: /^Phone country/ });
  await expect(country).toContainText('+91');
  const code = country.getByText('+91');
  await expectInside(code, country);
});

test('tutorial code keeps one line per line of code, scrolled sideways and by keyboard', async ({
  page,
}) => {
  await openPage(page, `${pathTo('coding')}#java-introduction`);
  const code = page.getByTestId('topic-pane').locator('pre').first();
  await expect(code).toContainText('System.out.println');
  const { lines, renderedLines } = await code.evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
    const content = node.querySelector('code')!;
    return {
      lines: (content.textContent ?? '').replace(/\n$/, '').split('\n').length,
      renderedLines: Math.round(content.getBoundingClientRect().height / lineHeight),
    };
  });
  expect(renderedLines).toBe(lines);
  await expect(code).toHaveAttribute('tabindex', '0');
});

test("the home page's link to all plans stays on screen", async ({ page }) => {
  await page.goto(pathTo('home'));
  const link = page.getByRole('link', { name: 'Compare all plans and pricing FAQs' });
  await link.scrollIntoViewIfNeeded();
  const box = await boxOf(link);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});

test('the about figures sit inside their tiles', async ({ page }) => {
  await page.goto(pathTo('about'));
  const tiles = page.getByTestId('about-claims').locator(':scope > div');
  await expect(tiles).toHaveCount(3);
  for (const tile of await tiles.all()) {
    const padding = await tile.evaluate((node) => parseFloat(getComputedStyle(node).paddingLeft));
    const tileBox = await boxOf(tile);
    for (const part of [tile.locator('dt'), tile.locator('dd')]) {
      const box = await part.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const { left, right } = range.getBoundingClientRect();
        return { left, right };
      });
      expect(box.left).toBeGreaterThanOrEqual(tileBox.x + padding - 0.5);
      expect(box.right).toBeLessThanOrEqual(tileBox.x + tileBox.width - padding + 0.5);
    }
  }
});
