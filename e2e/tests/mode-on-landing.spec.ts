import type { Page } from '@playwright/test';
import { pathTo, routesOwnedBy } from '@site/shared/contracts/routes';
import { collectPageErrors, expect, test } from '../support/fixtures';

/** The learners' pages: every route education-app owns. */
const learnerPages = routesOwnedBy('education-app').map((route) => route.path);

const educationLinks = ['Home', 'Education', 'Cohort', 'Coding', 'About', 'Contact'];
const techLinks = ['Home', 'Services', 'Pricing', 'Careers', 'About', 'Contact'];

async function expectHeaderFor(page: Page, mode: 'tech' | 'education') {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(mode === 'education' ? educationLinks : techLinks);
  const callToAction =
    mode === 'education'
      ? { name: 'Enroll Now', href: pathTo('enroll') }
      : { name: 'Get a Quote', href: pathTo('contact') };
  await expect(
    page.getByRole('banner').getByRole('link', { name: callToAction.name, exact: true }),
  ).toHaveAttribute('href', callToAction.href);
  await expect(page.getByTestId('mode-switch')).toHaveAttribute(
    'aria-checked',
    String(mode === 'education'),
  );
}

test.describe('landing directly on a learner’s page, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of learnerPages) {
    test(`${path} arrives with the education header and call to action`, async ({ page }) => {
      await page.goto(path);
      await expectHeaderFor(page, 'education');
    });
  }
});

test.describe('landing directly on a learner’s page', () => {
  for (const path of learnerPages) {
    test(`${path} keeps the education header once the page runs`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(path);
      await expectHeaderFor(page, 'education');
      await page.waitForLoadState('networkidle');
      await expectHeaderFor(page, 'education');
      expect(errors).toEqual([]);
    });
  }

  test('the mode is kept in memory only: a new visit to a shared page starts in tech mode', async ({
    page,
  }) => {
    await page.goto(pathTo('coding'));
    await expectHeaderFor(page, 'education');
    // Moving within the site keeps the learner's mode…
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pathTo('about')}$`));
    await expectHeaderFor(page, 'education');
    // …a fresh load of a page both audiences share starts again in tech mode.
    await page.reload();
    await expectHeaderFor(page, 'tech');
  });
});
