import type { Page } from '@playwright/test';
import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { pathTo } from '../support/routes';

function faq(page: Page) {
  return page.getByRole('region', { name: 'Frequently Asked Questions' });
}

function categoryButton(page: Page, name: string | RegExp) {
  return faq(page).getByRole('heading', { level: 3, name }).getByRole('button');
}

function questionButton(page: Page, name: string | RegExp) {
  return faq(page).getByRole('heading', { level: 4, name }).getByRole('button');
}

test('"#support" opens the support category and scrolls it into view', async ({ page }) => {
  await page.goto(`${pathTo('contact')}#support`);
  await expect(categoryButton(page, /Support & Maintenance/)).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(categoryButton(page, /Pricing & Payments/)).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(faq(page).locator('#contact-faq-support')).toBeInViewport();
  await expect(questionButton(page, /after launch/)).toHaveAttribute('aria-expanded', 'false');
});

test('"#support-1" opens the second support question and scrolls to it', async ({ page }) => {
  await page.goto(`${pathTo('contact')}#support-1`);
  const question = questionButton(page, 'How quickly do you respond to a support request?');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(faq(page).getByText(/available 24 hours a day, 7 days a week/)).toBeVisible();
  await expect(faq(page).locator('#contact-faq-support-1')).toBeInViewport();
});

test('a deep link to a home FAQ question opens it on load, with no interaction', async ({
  page,
}) => {
  await page.goto('/#support-1');
  const question = questionButton(page, 'How quickly do you respond to a support request?');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(faq(page).locator('#faq-support-1')).toBeInViewport();
});

test("a deep link to a learners' question opens it in education mode, on home and contact", async ({
  page,
}) => {
  await page.goto('/#dsa-1');
  await expect(page.getByTestId('mode-switch')).toHaveAttribute('aria-checked', 'true');
  const question = questionButton(page, 'Which language do you use to teach DSA?');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(faq(page).locator('#faq-dsa-1')).toBeInViewport();

  await page.goto(`${pathTo('contact')}#career-support`);
  await expect(page.getByTestId('mode-switch')).toHaveAttribute('aria-checked', 'true');
  await expect(categoryButton(page, /Career Support/)).toHaveAttribute('aria-expanded', 'true');
});

test('after arriving through a FAQ link, the mode switch changes the audience and it stays changed', async ({
  page,
}) => {
  await page.goto(`${pathTo('contact')}#pricing-0`);
  await expect(questionButton(page, /How much does a website cost/)).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const modeSwitch = page.locator('[data-testid="mode-switch"]:visible');
  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
  // The learners' questions stay, and can be used.
  await categoryButton(page, /Data Structures & Algorithms/).click();
  await expect(categoryButton(page, /Data Structures & Algorithms/)).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(categoryButton(page, /Pricing & Payments/)).toBeVisible();
});

test('one category and one question open at a time; a second click closes; the hash follows', async ({
  page,
}) => {
  await page.goto(pathTo('contact'));
  await expect(mainHeading(page)).toBeVisible();
  await categoryButton(page, /Tech Services/).click();
  await expect(page).toHaveURL(`${pathTo('contact')}#tech-services`);
  await categoryButton(page, /Pricing & Payments/).click();
  await expect(categoryButton(page, /Tech Services/)).toHaveAttribute('aria-expanded', 'false');
  await expect(categoryButton(page, /Pricing & Payments/)).toHaveAttribute('aria-expanded', 'true');

  const first = questionButton(page, 'How much does a website cost?');
  const second = questionButton(page, 'What do app development and SEO cost?');
  await first.click();
  await expect(page).toHaveURL(/#pricing-0$/);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await second.click();
  await expect(page).toHaveURL(/#pricing-1$/);
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  // Recording the hash with replaceState neither jumps to the anchor nor adds history entries.
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(150);
  expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq(page).getByText(/App development plans start at/)).toHaveCount(0);
});

test('feedback: none at first, one vote, then both buttons lock, thanks shows and the event is sent', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { gtagCalls: unknown[] }).gtagCalls = calls;
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) =>
      calls.push(args);
  });
  await page.goto(`${pathTo('contact')}#pricing-0`);
  const feedback = faq(page).getByTestId('faq-feedback');
  await expect(feedback).toHaveCount(1);
  await expect(feedback).toContainText('Was this helpful?');
  const yes = feedback.getByRole('button', { name: 'Yes' });
  const no = feedback.getByRole('button', { name: 'No' });
  await expect(yes).toBeEnabled();
  await expect(no).toBeEnabled();
  await expect(feedback.getByText('Thanks for your feedback!')).toHaveCount(0);

  await no.click();
  await expect(feedback.getByText('Thanks for your feedback!')).toBeVisible();
  await expect(yes).toBeDisabled();
  await expect(no).toBeDisabled();
  expect(
    await page.evaluate(() => (window as unknown as { gtagCalls: unknown[] }).gtagCalls),
  ).toEqual([['event', 'faq_feedback', { question_id: 'pricing-0', value: 'no' }]]);
});

test('a vote by keyboard keeps the focus on the pressed button, and Tab goes on from there', async ({
  page,
}) => {
  await page.goto(`${pathTo('contact')}#pricing-0`);
  const feedback = faq(page).getByTestId('faq-feedback');
  const yes = feedback.getByRole('button', { name: 'Yes' });
  const no = feedback.getByRole('button', { name: 'No' });
  await yes.focus();
  await page.keyboard.press('Enter');
  await expect(feedback.getByText('Thanks for your feedback!')).toBeVisible();
  await expect(yes).toBeDisabled();
  await expect(yes).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(no).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await expect(no).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Tab');
  await expect(questionButton(page, 'What do app development and SEO cost?')).toBeFocused();
});

test('feedback without an analytics function still works and logs nothing', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${pathTo('contact')}#support-0`);
  const feedback = faq(page).getByTestId('faq-feedback');
  await feedback.getByRole('button', { name: 'Yes' }).click();
  await expect(feedback.getByText('Thanks for your feedback!')).toBeVisible();
  expect(errors).toEqual([]);
});

test("education mode shows the learners' categories and their deep links", async ({ page }) => {
  await page.goto(pathTo('contact'));
  await page.locator('[data-testid="mode-switch"]:visible').click();
  const headings = faq(page).getByRole('heading', { level: 3 });
  await expect(headings).toHaveText([
    /Courses & Education/,
    /Programming Basics/,
    /Web Development/,
    /Data Structures & Algorithms/,
    /Career Support/,
  ]);
  await categoryButton(page, /Data Structures & Algorithms/).click();
  await expect(page).toHaveURL(/#dsa$/);
  const structuredData = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  const faqPage = structuredData.find((data) => data['@type'] === 'FAQPage');
  expect(faqPage.mainEntity[0]).toMatchObject({
    '@type': 'Question',
    name: 'What is the difference between a course and a code class?',
    acceptedAnswer: { '@type': 'Answer' },
  });
});
