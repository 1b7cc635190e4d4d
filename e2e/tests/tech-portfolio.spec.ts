import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { pathTo } from '../support/routes';

test('the portfolio lists the three case studies and opens each one', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(pathTo('portfolio'));
  await expect(mainHeading(page)).toHaveText('Our Portfolio');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.brajcode.in/portfolio',
  );
  const cards = page.getByTestId('project-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'S2Lib E-commerce Platform',
    'UTS Satellite Communication Services',
    'Corporate Technology Website',
  ]);
  const caseStudies = [
    { title: 'S2Lib E-commerce Platform', path: pathTo('portfolioDetail', { id: 's2lib' }) },
    {
      title: 'UTS Satellite Communication Services',
      path: pathTo('portfolioDetail', { id: 'UTS' }),
    },
    { title: 'Corporate Technology Website', path: pathTo('portfolioDetail', { id: 'corporate' }) },
  ];
  for (const { title, path } of caseStudies) {
    await expect(page.getByRole('link', { name: `View Case Study: ${title}` })).toHaveAttribute(
      'href',
      path,
    );
  }
  await page
    .getByRole('link', { name: 'View Case Study: UTS Satellite Communication Services' })
    .click();
  await expect(mainHeading(page)).toHaveText('UTS Satellite Communication Services');
  expect(errors).toEqual([]);
});

test('a case study shows client, stack, live link and its challenges, solutions and results', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(pathTo('portfolio'));
  await page.getByRole('link', { name: 'View Case Study: S2Lib E-commerce Platform' }).click();
  await expect(mainHeading(page)).toHaveText('S2Lib E-commerce Platform');
  await expect(page).toHaveTitle('S2Lib E-commerce Platform | Case Study | BrajCode Technologies');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.brajcode.in/portfolio/s2lib',
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const main = page.getByRole('main');
  await expect(main.getByText('Client: S2Lib Retail')).toBeVisible();
  await expect(main.getByRole('img', { name: /online store page/ })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Technology stack' })).toContainText('Razorpay');
  const live = main.getByRole('link', { name: /View Live Project/ });
  await expect(live).toHaveAttribute('href', 'https://s2lib.brajcode.in');
  await expect(live).toHaveAttribute('target', '_blank');
  await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
  for (const section of ['Challenges', 'Solutions', 'Results']) {
    await expect(main.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expect(main.getByRole('listitem').filter({ hasText: 'online orders' })).toBeVisible();

  await main.getByRole('link', { name: 'Back to Portfolio' }).click();
  await expect(page).toHaveURL(pathTo('portfolio'));
  await expect(mainHeading(page)).toHaveText('Our Portfolio');
  expect(errors).toEqual([]);
});

test('a case study opened directly, without a public site, has no live link', async ({ page }) => {
  await page.goto(pathTo('portfolioDetail', { id: 'UTS' }));
  await expect(mainHeading(page)).toHaveText('UTS Satellite Communication Services');
  await expect(page.getByText('Client: UTS', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Results', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: /View Live Project/ })).toHaveCount(0);
});

test('an unknown case study shows Project Not Found with a way back', async ({ page }) => {
  await page.goto(pathTo('portfolioDetail', { id: 'no-such-project' }));
  await expect(mainHeading(page)).toHaveText('Project Not Found');
  await expect(page.locator('meta[name="robots"]').last()).toHaveAttribute('content', /noindex/);
  await page.getByRole('main').getByRole('link', { name: 'Back to Portfolio' }).click();
  await expect(page).toHaveURL(pathTo('portfolio'));
  await expect(page.getByTestId('project-card')).toHaveCount(3);
});
