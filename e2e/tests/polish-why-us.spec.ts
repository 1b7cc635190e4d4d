import { expect, test } from '../support/fixtures';
import { boxOf } from './polish-support';
import { pathTo } from '../support/routes';

test.describe('why-us cards on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap anywhere on a card opens its details, a tap on the open card closes them', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    const card = page.getByTestId('why-us-card').nth(1);
    const details = card.getByTestId('why-us-details');
    const toggle = card.getByTestId('why-us-toggle');
    await card.scrollIntoViewIfNeeded();
    await expect(details).toBeHidden();
    await expect(toggle).toHaveAccessibleName(/^Show details/);

    // A tap on the card's title, not on its button.
    const title = await boxOf(card.getByRole('heading', { level: 3 }));
    await page.touchscreen.tap(title.x + title.width / 2, title.y + title.height / 2);
    await expect(details).toBeVisible();
    await expect(toggle).toHaveAccessibleName(/^Hide details/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // A tap on the open details closes them.
    const funFact = await boxOf(details.getByText('Fun fact:'));
    await page.touchscreen.tap(funFact.x + funFact.width / 2, funFact.y + funFact.height / 2);
    await expect(details).toBeHidden();
    await expect(toggle).toHaveAccessibleName(/^Show details/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The button still works as well.
    await toggle.tap();
    await expect(details).toBeVisible();
    await toggle.tap();
    await expect(details).toBeHidden();
  });
});

test('on a desktop the why-us button says "Hide details" while hover shows them, and hides them', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  const card = page.getByTestId('why-us-card').first();
  const details = card.getByTestId('why-us-details');
  const toggle = card.getByTestId('why-us-toggle');
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await expect(details).toBeVisible();
  await expect(toggle).toHaveAccessibleName(/^Hide details/);
  await toggle.click();
  await expect(details).toBeHidden();
  await expect(toggle).toHaveAccessibleName(/^Show details/);
  await toggle.click();
  await expect(details).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(details).toBeHidden();
  await expect(toggle).toHaveAccessibleName(/^Show details/);
});
