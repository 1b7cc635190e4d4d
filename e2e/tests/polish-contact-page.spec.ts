import { expect, test } from '../support/fixtures';
import { boxOf } from './polish-support';
import { pathTo } from '../support/routes';

test('the contact form card ends just below its button, with the map across the page below', async ({
  page,
}) => {
  await page.goto(pathTo('contact'));
  const card = page.getByTestId('contact-form-card');
  const send = card.getByRole('button', { name: 'Send Message' });
  const cardBox = await boxOf(card);
  const sendBox = await boxOf(send);
  // The card's own padding (24 px) and little more.
  expect(cardBox.y + cardBox.height - (sendBox.y + sendBox.height)).toBeLessThanOrEqual(48);

  const map = page.getByRole('img', { name: /^Map: BrajCode Technologies/ });
  await expect(map).toBeVisible();
  const mapBox = await boxOf(map);
  expect(mapBox.y).toBeGreaterThan(cardBox.y + cardBox.height);
  expect(mapBox.width).toBeGreaterThan(cardBox.width);
});

for (const width of [390, 768, 1024, 1440]) {
  test(`at ${width} px the map's street names read at 9 px or more and the office's name at 12 px or more`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathTo('contact'));
    const map = page.getByRole('img', { name: /^Map: BrajCode Technologies/ });
    await map.scrollIntoViewIfNeeded();
    const frame = page.locator('figure').filter({ has: map });
    // Every label the frame shows, at the size it is drawn on screen: the drawing's font size
    // times the scale the frame draws it at. The office's name is the drawing's own callout in a
    // wide frame, and a label over the map in a narrower one.
    const labels = await frame.evaluate((figure) => {
      const view = figure.querySelector('svg')!.getBoundingClientRect();
      const shown = Array.from(
        figure.querySelectorAll<SVGTextElement | HTMLElement>('text, span'),
      ).filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          element.getClientRects().length > 0 &&
          element.textContent!.trim().length > 2 &&
          box.left >= view.left - 1 &&
          box.right <= view.right + 1 &&
          box.top >= view.top - 1 &&
          box.bottom <= view.bottom + 1
        );
      });
      return shown.map((element) => {
        const matrix = element instanceof SVGGraphicsElement ? element.getScreenCTM()! : null;
        const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
        return {
          text: element.textContent!.trim(),
          px: parseFloat(getComputedStyle(element).fontSize) * scale,
        };
      });
    });
    const streets = labels.filter(({ text }) => /Road|Crossing|Sanjay Place$/i.test(text));
    expect(streets.length, 'street names in view').toBeGreaterThanOrEqual(3);
    for (const { text, px } of streets) expect(px, text).toBeGreaterThanOrEqual(9);
    const office = labels.filter(({ text }) => text === 'BrajCode Technologies');
    expect(office, 'the office named once').toHaveLength(1);
    expect(office[0]!.px).toBeGreaterThanOrEqual(12);
  });
}

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the email and phone links are targets of 24 px or more', async ({ page }) => {
    await page.goto(pathTo('contact'));
    const details = page.getByRole('heading', { name: 'Reach us directly' }).locator('..');
    for (const link of [
      details.getByRole('link', { name: /@/ }),
      details.locator('a[href^="tel:"]'),
    ]) {
      const box = await boxOf(link);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });
});
