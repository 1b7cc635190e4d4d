import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { boxOf } from './polish-support';
import { holdRequests } from '../support/network';
import { pathTo } from '../support/routes';

/**
 * Moves the mouse to the middle of `target` as raw pointer moves (a hand's few steps on the
 * way), without the waits of hover(), which a paused clock would hold.
 */
async function pointAt(page: Page, target: Locator) {
  const box = await boxOf(target);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
}

test.describe('tooltip groups', () => {
  test('orbit tooltips open after 700 ms, and the next icon opens at once within the 300 ms skip delay', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(pathTo('home'));
    const orbit = page.getByTestId('capability-orbit');
    const web = orbit.getByRole('button', { name: 'Web Development' });
    const cloud = orbit.getByRole('button', { name: 'Cloud', exact: true });
    const ai = orbit.getByRole('button', { name: 'AI and Automation' });
    // The visitor's first movement loads the tooltip code; Radix marks its triggers then.
    await page.mouse.move(10, 400);
    await expect(web).toHaveAttribute('data-state', 'closed');
    await page.clock.pauseAt(Date.now() + 60_000);

    // The first tooltip waits for the 700 ms open delay (the ring stops turning under the mouse).
    await pointAt(page, web);
    await page.clock.runFor(600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(page.getByRole('tooltip')).toContainText('Web Development');

    // Straight on to the next icon: its tooltip opens at once, well inside the skip delay.
    await pointAt(page, cloud);
    await page.clock.runFor(50);
    await expect(page.getByRole('tooltip')).toContainText('AWS and Azure servers');
    await pointAt(page, ai);
    await page.clock.runFor(50);
    await expect(page.getByRole('tooltip')).toContainText('AI and Automation');

    // Away from the orbit for longer than the skip delay: the full delay applies again.
    await page.mouse.move(10, 400, { steps: 8 });
    await page.clock.runFor(400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await pointAt(page, web);
    await page.clock.runFor(600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(page.getByRole('tooltip')).toContainText('Web Development');
  });

  test('core values open after 100 ms, and the next value opens at once within the 150 ms skip delay', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(pathTo('home'));
    const values = page.getByTestId('core-values');
    const integrity = values.getByRole('button', { name: 'Integrity' });
    const craft = values.getByRole('button', { name: 'Craft' });
    await integrity.scrollIntoViewIfNeeded();
    // Scrolling loads the tooltip code; Radix marks its trigger once it has taken over.
    await expect(integrity).toHaveAttribute('data-state', 'closed');
    await page.clock.pauseAt(Date.now() + 60_000);

    await pointAt(page, integrity);
    await page.clock.runFor(60);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(60);
    await expect(page.getByRole('tooltip')).toContainText('Quotes in writing');

    // Within 150 ms of leaving Integrity, Craft opens at once, before its 100 ms delay.
    await pointAt(page, craft);
    await page.clock.runFor(20);
    await expect(page.getByRole('tooltip')).toContainText('Code review');
  });
});

test.describe('on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A finger on the middle of `target` where it is now: the ring keeps turning under it. */
  async function tapOn(page: Page, target: Locator) {
    await expect(target).toBeVisible();
    const box = await boxOf(target);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }

  test('a tap on an orbit icon opens its tooltip, even while the tooltip code is on its way; a second tap or a tap elsewhere closes it', async ({
    page,
  }) => {
    // The tooltip module (not the group's timing, which the page needs at start-up).
    const releaseTooltipCode = await holdRequests(
      page,
      /\/assets\/tooltip-(?!group-)[\w-]{8}\.js$/,
    );
    await page.goto(pathTo('home'));
    const orbit = page.getByTestId('capability-orbit');
    const cloud = orbit.getByRole('button', { name: 'Cloud', exact: true });
    const web = orbit.getByRole('button', { name: 'Web Development' });
    // The picture in the middle of the orbit stands still; centred, it brings the ring into view.
    await page.getByTestId('hero-illustration').scrollIntoViewIfNeeded();

    await tapOn(page, cloud);
    await tapOn(page, web);
    // Chromium focuses a tapped button, and focus alone would open the tooltip once its code is
    // there; a phone that does not focus on tap (Safari) relies on the tap alone.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    releaseTooltipCode();
    // Only the last tapped opens.
    await expect(page.getByRole('tooltip')).toHaveCount(1);
    await expect(page.getByRole('tooltip')).toContainText('Web Development');
    await tapOn(page, page.getByRole('heading', { level: 1 }));
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await tapOn(page, cloud);
    await expect(page.getByRole('tooltip')).toContainText('AWS and Azure servers');
    await tapOn(page, cloud);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await tapOn(page, web);
    await expect(page.getByRole('tooltip')).toContainText('Web Development');
    await tapOn(page, page.getByRole('heading', { level: 1 }));
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});
