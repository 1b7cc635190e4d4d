import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { boxOf } from './polish-support';
import { pathTo } from '../support/routes';

test.describe('with reduced motion', () => {
  test('the technologies strip and the ticker stand still, before and after they hydrate', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(pathTo('home'));
    const strip = page.getByRole('region', { name: 'Technologies' });
    const ticker = page.getByRole('region', { name: 'Announcements' });
    const animations = (region: Locator) =>
      region.evaluate((element) =>
        [element, ...Array.from(element.querySelectorAll('*'))]
          .map((node) => getComputedStyle(node).animationName)
          .filter((name) => name !== 'none'),
      );
    // As prerendered, before the visitor has touched the page: nothing moves.
    expect(await animations(strip)).toEqual([]);
    expect(await animations(ticker)).toEqual([]);
    await expect(strip.getByRole('button')).toBeHidden();

    // Scrolled to, the strip hydrates as one still, wrapping list.
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.locator('ul')).toHaveCount(1);
    expect(await animations(strip)).toEqual([]);
    await expect(strip.locator('ul')).toHaveCSS('flex-wrap', 'wrap');
    await expect(strip.getByRole('listitem')).toHaveCount(16);
  });
});

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the ticker and strip pause buttons sit beside the moving text, never on it', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    for (const name of ['Announcements', 'Technologies']) {
      const region = page.getByRole('region', { name });
      await region.scrollIntoViewIfNeeded();
      const pause = region.getByRole('button', { name: `Pause ${name.toLowerCase()}` });
      const track = region.getByTestId('marquee-viewport');
      await expect(track).toHaveCSS('overflow', 'hidden');
      const pauseBox = await boxOf(pause);
      const trackBox = await boxOf(track);
      // The text is clipped where its window ends, before the button starts.
      expect(trackBox.x + trackBox.width).toBeLessThanOrEqual(pauseBox.x);
      // Nothing is drawn over the button.
      const onTop = await pause.evaluate((button) => {
        const rect = button.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return !!hit && button.contains(hit);
      });
      expect(onTop).toBe(true);
    }
  });
});
