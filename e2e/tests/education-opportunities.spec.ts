import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { openPage } from './education-support';
import { pathTo } from '../support/routes';

test('/cohort lists the three internships with their facts and Apply Now', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openPage(page, pathTo('cohort'));
  await expect(mainHeading(page)).toHaveText(/Internships/);
  const cards = page.getByTestId('opportunity-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Front-End Development Internship');
  await expect(cards.nth(0)).toContainText('3 months');
  await expect(cards.nth(1)).toContainText('Full-Stack Development Internship');
  await expect(cards.nth(1)).toContainText('6 months');
  await expect(cards.nth(1)).toContainText('On-site');
  await expect(cards.nth(2)).toContainText('UI/UX Design Internship');
  await expect(cards.nth(2)).toContainText('3 months');
  await expect(cards.nth(2)).toContainText('Remote');
  for (const card of await cards.all()) {
    await expect(card.getByRole('img')).toHaveAttribute('aria-label', /.+/);
    await expect(card.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  }
  await cards
    .nth(1)
    .getByRole('link', { name: /^Apply Now/ })
    .click();
  await expect(page).toHaveURL(pathTo('applyInternship'));
  await expect(mainHeading(page)).toHaveText('Apply for an Internship');
  expect(errors).toEqual([]);
});

test('/coding shows Internships by default, Hackathon on demand, each with its action', async ({
  page,
}) => {
  await openPage(page, pathTo('coding'));
  const tabs = page.getByRole('tablist', { name: 'Internships and hackathons' });
  await expect(tabs.getByRole('tab', { name: 'Internships' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('opportunity-card')).toHaveCount(3);
  await expect(panel.getByRole('link', { name: /^Apply Now/ })).toHaveCount(3);

  await tabs.getByRole('tab', { name: 'Hackathon' }).click();
  const cards = page.getByRole('tabpanel').getByTestId('opportunity-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('48 hours');
  await expect(cards.nth(0)).toContainText('Remote');
  await expect(cards.nth(1)).toContainText('3 hours');
  await expect(cards.nth(1)).toContainText('On-site');
  await expect(cards.nth(2)).toContainText('2 hours');
  await expect(cards.nth(2)).toContainText('Online');
  await cards
    .nth(2)
    .getByRole('link', { name: /^Join Now/ })
    .click();
  await expect(page).toHaveURL(pathTo('contact'));
});

test('Apply Now in the coding page tabs goes to /apply-internship', async ({ page }) => {
  await openPage(page, pathTo('coding'));
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /^Apply Now/ })
    .first()
    .click();
  await expect(page).toHaveURL(pathTo('applyInternship'));
});

test('the coding intro links to both halves of the page', async ({ page }) => {
  await openPage(page, pathTo('coding'));
  const onThisPage = page.getByRole('navigation', { name: 'On this page' });
  await onThisPage.getByRole('link', { name: /Internships & Hackathons/ }).click();
  await expect(page).toHaveURL(/#internships-hackathons$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Internships & Hackathons' }),
  ).toBeInViewport();
  await onThisPage.getByRole('link', { name: /Tutorials/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tutorials' })).toBeInViewport();
});

test('an address naming an internship on /cohort brings its card into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${pathTo('cohort')}#uiux-internship`);
  const card = page.locator('#uiux-internship');
  await expect(card).toContainText('UI/UX Design Internship');
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
});
