import { expect, test } from '../support/fixtures';
import { pathTo } from '../support/routes';

test.describe('the contact popup on a 390 px touch phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    keepPopup: true,
  });

  test('the timed popup focuses the dialog itself, not the Full Name field', async ({ page }) => {
    await page.clock.install();
    await page.goto(pathTo('home'));
    await page.clock.fastForward(5000);
    const popup = page.getByTestId('contact-popup');
    await expect(popup).toBeVisible();
    // Focus moves in on the next animation frame.
    await page.clock.runFor(100);
    await expect(popup).toBeFocused();
    // No field has focus, so a phone raises no keyboard over the page being read.
    await expect(page.locator('input:focus, textarea:focus')).toHaveCount(0);
  });

  test('its close button is a target a finger can hit, and a tap on it closes the popup', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(pathTo('home'));
    await page.clock.fastForward(5000);
    const close = page.getByRole('button', { name: 'Close the message form' });
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(32);
    await close.tap();
    await expect(page.getByTestId('contact-popup')).toHaveCount(0);
  });
});
