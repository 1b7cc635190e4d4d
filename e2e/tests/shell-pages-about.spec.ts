import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { boxOf } from './polish-support';
import { endingWith, pathTo } from '../support/routes';

test('about shows the claims, mission, vision, story and a team of two', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(pathTo('about'));
  await expect(mainHeading(page)).toHaveText('About BrajCode Technologies');
  await expect(page).toHaveTitle(/About Us/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    endingWith(pathTo('about')),
  );

  const claims = page.getByTestId('about-claims');
  await expect(claims.locator('dd')).toHaveText(['5+', '10+', '100%']);
  await expect(claims.locator('dt')).toHaveText([
    'Projects delivered',
    'Students trained',
    'Client satisfaction',
  ]);
  for (const heading of ['Our Mission', 'Our Vision', 'Our Story', 'Meet Our Team']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Our Story' })).toContainText(
    'over five projects',
    {
      ignoreCase: true,
    },
  );

  const members = page.getByTestId('team-member');
  await expect(members).toHaveCount(2);
  for (const member of await members.all()) {
    await expect(member.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(member.getByRole('img', { name: /Illustrated portrait of/ })).toBeVisible();
    await expect(member.locator('blockquote')).not.toBeEmpty();
    for (const network of ['GitHub', 'LinkedIn']) {
      const link = member.getByRole('link', { name: `on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
  await expect(members.first().getByRole('link', { name: /GitHub/ })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\//,
  );
  await expect(members.first().getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\//,
  );
  expect(errors).toEqual([]);
});

test('home "Know More" leads to the about page', async ({ page }) => {
  await page.goto(pathTo('home'));
  await page.getByRole('link', { name: 'Know More' }).click();
  await expect(page).toHaveURL(pathTo('about'));
  await expect(mainHeading(page)).toHaveText('About BrajCode Technologies');
});

test('team portraits are illustrations of one set, and both members’ profile links line up', async ({
  page,
}) => {
  await page.goto(pathTo('about'));
  const portraits = page.getByTestId('team-portrait');
  await expect(portraits).toHaveCount(2);
  await expect(page.getByRole('img', { name: /Illustrated portrait of/ })).toHaveCount(2);
  const links = page.getByTestId('team-profile-links');
  await expect(links).toHaveCount(2);
  const [first, second] = [await boxOf(links.nth(0)), await boxOf(links.nth(1))];
  expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1);
});
