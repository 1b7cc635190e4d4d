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
