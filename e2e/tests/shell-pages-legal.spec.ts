import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from '../support/fixtures';
import { holdShellCode } from '../support/network';
import { pathTo } from '../support/routes';

const today = new Date().toLocaleDateString('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const generalEmail = 'hello@brajcode.in';
const supportEmail = 'support@brajcode.in';

async function sectionHeadings(page: Page): Promise<string[]> {
  return page.locator('main article section h2').allTextContents();
}

async function expectPolicyBasics(page: Page, heading: string) {
  await expect(mainHeading(page)).toHaveText(heading);
  await expect(page).toHaveTitle(new RegExp(heading));
  await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${today}`);
  // Both contact addresses, as mail links.
  await expect(page.locator(`main a[href="mailto:${generalEmail}"]`)).toHaveText(generalEmail);
  await expect(page.locator(`main a[href="mailto:${supportEmail}"]`)).toHaveText(supportEmail);
}

test('the privacy policy covers collection, use, security, changes and contact by email', async ({
  page,
}) => {
  await page.goto(pathTo('privacyPolicy'));
  await expectPolicyBasics(page, 'Privacy Policy');
  expect(await sectionHeadings(page)).toEqual([
    'Information We Collect',
    'How We Use Your Data',
    'Data Security',
    'Your Choices and Rights',
    'Changes to This Policy',
    'Contact Us',
  ]);
  // The table of contents links to each section.
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Data Security' })
    .click();
  await expect(page).toHaveURL(/#data-security$/);
  await expect(page.getByRole('heading', { name: 'Data Security' })).toBeInViewport();
});

test('the terms of service cover terms, licence, disclaimer, limitations and Indian law', async ({
  page,
}) => {
  await page.goto(pathTo('termsOfService'));
  await expectPolicyBasics(page, 'Terms of Service');
  expect(await sectionHeadings(page)).toEqual([
    'Terms',
    'Use Licence',
    'Disclaimer',
    'Limitations',
    'Governing Law',
    'Changes to These Terms',
    'Contact Us',
  ]);
  await expect(page.getByRole('region', { name: 'Governing Law' })).toContainText(
    'governed by the laws of India',
  );
});

test('the refund policy states every refund rule of the spec', async ({ page }) => {
  await page.goto(pathTo('refundPolicy'));
  await expectPolicyBasics(page, 'Refund Policy');
  const eligibility = page.getByRole('region', { name: 'Eligibility for a Refund' });
  await expect(eligibility.getByRole('listitem')).toHaveText([
    'You request the refund within 5 days of purchase.',
    'You have completed no more than 10% of the course.',
    'No certificate has been issued for the course.',
    'You provide proof of purchase, such as the payment receipt or transaction ID.',
  ]);
  const exclusions = page.getByRole('region', { name: 'What Cannot Be Refunded' });
  await expect(exclusions.getByRole('listitem')).toHaveText([
    /^Downloadable resources/,
    /^Bundled offers/,
    /violation of our Terms of Service/,
  ]);
  await expect(page.getByRole('region', { name: 'Processing Time' })).toContainText(
    'processed in 5-7 business days and refunded to the original payment method',
  );
});

test('the footer reaches each legal page', async ({ page }) => {
  await page.goto(pathTo('home'));
  const footer = page.getByRole('contentinfo');
  for (const [label, heading] of [
    ['Privacy Policy', 'Privacy Policy'],
    ['Terms of Service', 'Terms of Service'],
    ['Refund Policy', 'Refund Policy'],
  ] as const) {
    await footer.getByRole('link', { name: label }).click();
    await expect(mainHeading(page)).toHaveText(heading);
    await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${today}`);
  }
});

test('a link to a section opens the page at that section from the first paint, and it stays there', async ({
  page,
}) => {
  const release = await holdShellCode(page);
  await page.goto(`${pathTo('privacyPolicy')}#data-security`, { waitUntil: 'commit' });
  const section = page.getByRole('heading', { name: 'Data Security' });
  // Before the shell's code has arrived: at the top of the view, just below the fixed header.
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  const sectionBelowHeader = async () => {
    const top = (await section.boundingBox())!.y - headerBottom;
    return top >= 0 && top < 100;
  };
  await expect.poll(sectionBelowHeader).toBe(true);
  await expect(page.getByTestId('last-updated')).toHaveText('');
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);

  release();
  // The date is written once the page runs; the section has not moved.
  await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${today}`);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('each "On this page" link is a target at least 24 px tall, and a tap on it goes to its section', async ({
    page,
  }) => {
    await page.goto(pathTo('privacyPolicy'));
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    for (const link of await links.all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }
    const last = links.last();
    const target = (await last.getAttribute('href'))!;
    await last.tap();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target).getByRole('heading')).toBeInViewport();
  });
});
