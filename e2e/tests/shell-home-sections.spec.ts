import type { Locator, Page } from '@playwright/test';
import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { pathTo } from '../support/routes';
import { boxOf } from './polish-support';

/** Switches the site to the education audience with the header's mode switch. */
async function switchToEducation(page: Page) {
  await page.getByTestId('mode-switch').click();
  await expect(page.getByTestId('home-hero')).toHaveAttribute('data-mode', 'education');
}

async function expectLink(scope: Locator, name: string, href: string) {
  await expect(scope.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}

/** The FAQ categories on the page, by the slug in their element id. */
async function faqCategorySlugs(page: Page): Promise<string[]> {
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(faq.getByRole('heading', { level: 3 }).first()).toBeVisible();
  return faq
    .locator('[data-orientation][id^="faq-"]')
    .evaluateAll((items) => items.map((item) => item.id.replace(/^faq-/, '')));
}

test('tech home shows the ticker, hero, orbit and stats of the spec', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(pathTo('home'));
  const hero = page.getByTestId('home-hero');
  await expect(hero).toHaveAttribute('data-mode', 'tech');
  await expect(mainHeading(page)).toHaveText('Websites, apps and AI that grow your business');

  const ticker = page.getByRole('region', { name: 'Announcements' });
  await expect(ticker.getByRole('listitem')).toHaveCount(5);
  await expect(ticker).toContainText('99.9% uptime');

  await expectLink(hero, 'Explore Services', pathTo('services'));
  await expectLink(hero, 'Get Started', pathTo('contact'));
  await expectLink(hero, 'Have Project To Discuss?', pathTo('contact'));
  await expect(hero.getByRole('img', { name: /developer workstation/ })).toHaveAttribute(
    'width',
    '320',
  );
  const orbitButtons = hero.getByTestId('capability-orbit').getByRole('button');
  await expect(orbitButtons).toHaveCount(6);
  expect(await orbitButtons.evaluateAll((buttons) => buttons.map((b) => b.ariaLabel))).toEqual([
    'Web Development',
    'Cloud',
    'AI and Automation',
    'Mobile Apps',
    'Performance',
    'Global Reach',
  ]);
  const stats = page.getByTestId('hero-stats');
  await expect(stats.locator('dt')).toHaveText([
    'Clients Served',
    'Projects Delivered',
    'Client Rating',
    'Support Availability',
  ]);
  await expect(stats.locator('dd .sr-only')).toHaveText(['10+', '8+', '4.9/5', '24/7']);

  expect(errors).toEqual([]);
});

test('tech home shows the sections below the hero in the spec order', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(pathTo('home'));
  const ticker = page.getByRole('region', { name: 'Announcements' });
  const hero = page.getByTestId('home-hero');
  await expect(
    page.getByRole('region', { name: 'Technologies' }).getByRole('listitem'),
  ).toHaveCount(16);
  const coreValues = page.getByTestId('core-values');
  await expect(coreValues.getByRole('button')).toHaveCount(6);
  await expect(coreValues.locator('span.font-semibold')).toHaveText([
    'Integrity',
    'Craft',
    'Partnership',
    'Learning',
    'Fair Pricing',
    'Community',
  ]);
  await expect(page.getByTestId('why-us-card')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Industries We Serve' })).toBeVisible();
  await expect(page.getByTestId('who-we-serve').getByRole('listitem')).toHaveCount(6);

  for (const fragment of ['portfolio', 'pricing', 'services', 'programs']) {
    await expect(
      page.getByTestId(`home-fragment-${fragment}`).getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
  }
  await expect(
    page
      .getByTestId('home-fragment-services')
      .getByRole('button', { name: 'Explore More Services' }),
  ).toBeVisible();
  await expectLink(
    page.getByTestId('home-fragment-programs'),
    'View All Programs',
    pathTo('education'),
  );

  await expectLink(
    page.getByRole('region', { name: 'An IT studio and coding academy from Agra' }),
    'Know More',
    pathTo('about'),
  );
  await expect(page.getByTestId('about-claims').locator('dd')).toHaveText(['5+', '10+', '100%']);

  const clients = page.getByTestId('client-testimonials').getByTestId('testimonial');
  const students = page.getByTestId('student-reviews').getByTestId('testimonial');
  await expect(clients).toHaveCount(3);
  await expect(students).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(6);
  await expect(students.locator('figcaption')).toContainText([
    /Enrolled in - \S/,
    /Enrolled in - \S/,
    /Enrolled in - \S/,
  ]);

  expect(await faqCategorySlugs(page)).toEqual([
    'tech-services',
    'pricing',
    'support',
    'local-seo',
  ]);

  const cta = page.getByTestId('home-cta');
  await expectLink(cta, 'Get a Free Quote', pathTo('contact'));
  await expectLink(cta, 'Join Our Team', pathTo('careers'));
  await expect(cta.getByRole('form', { name: 'Newsletter signup' })).toBeVisible();
  await expect(cta.getByRole('textbox')).toHaveAttribute('type', 'email');

  // Spec order: ticker, hero, tech strip, values, different, why us, portfolio, pricing, services,
  // programs, about, client testimonials, student reviews, FAQ, call to action.
  const inOrder = [
    ticker,
    hero,
    page.getByRole('region', { name: 'Technologies' }),
    page.getByRole('heading', { name: 'Our Core Values' }),
    page.getByRole('heading', { name: 'What Makes us Different' }),
    page.getByRole('heading', { name: 'Why Businesses Choose BrajCode' }),
    page.getByTestId('home-fragment-portfolio'),
    page.getByTestId('home-fragment-pricing'),
    page.getByTestId('home-fragment-services'),
    page.getByTestId('home-fragment-programs'),
    page.getByRole('heading', { name: 'An IT studio and coding academy from Agra' }),
    page.getByTestId('client-testimonials'),
    page.getByTestId('student-reviews'),
    page.getByRole('heading', { name: 'Frequently Asked Questions' }),
    cta,
  ];
  const tops: number[] = [];
  for (const section of inOrder) {
    const box = await section.boundingBox();
    tops.push(box?.y ?? Number.NaN);
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('education home switches ticker, hero, stats, audiences, FAQ and call to action', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  await switchToEducation(page);
  const hero = page.getByTestId('home-hero');
  await expect(mainHeading(page)).toHaveText('Learn to code. Build real projects. Get hired.');
  await expect(
    page.getByRole('region', { name: 'Announcements' }).getByRole('listitem'),
  ).toHaveCount(2);

  await expectLink(hero, 'View Programs', pathTo('education'));
  await expectLink(hero, 'Apply for Internship', pathTo('cohort'));
  await expectLink(hero, 'Want to Join Courses?', pathTo('contact'));
  await expect(hero.getByRole('img', { name: /graduation cap/ })).toBeVisible();
  const stats = page.getByTestId('hero-stats');
  await expect(stats.locator('dt')).toHaveText([
    'Students Trained',
    'Internships',
    'Placement Support',
    'Years Experience',
  ]);
  await expect(stats.locator('dd .sr-only')).toHaveText(['100+', '20+', '98%', '3+']);

  await expect(page.getByRole('heading', { name: 'Who Our Programs Are For' })).toBeVisible();
  await expect(page.getByTestId('who-we-serve').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('programs-heading')).toHaveText('Start Your Coding Journey');
  await expect(page.getByTestId('client-testimonials').getByTestId('testimonial')).toHaveCount(3);
  await expect(page.getByTestId('student-reviews').getByTestId('testimonial')).toHaveCount(3);

  expect(await faqCategorySlugs(page)).toEqual([
    'education',
    'programming-basics',
    'web-development',
    'dsa',
    'career-support',
  ]);

  const cta = page.getByTestId('home-cta');
  await expectLink(cta, 'Enroll in a Course', pathTo('enroll'));
  await expectLink(cta, 'Apply for Internship', pathTo('applyInternship'));
  await expect(cta.getByRole('form', { name: 'Newsletter signup' })).toBeVisible();
});

test('the hero overlay link appears on hover and on keyboard focus', async ({ page }) => {
  await page.goto(pathTo('home'));
  const overlay = page.getByTestId('hero-overlay-link');
  await expect(overlay).toHaveCSS('opacity', '0');
  await page.getByTestId('hero-illustration').hover();
  await expect(overlay).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(overlay).toHaveCSS('opacity', '0');

  await page.getByRole('button', { name: 'Global Reach' }).focus();
  await page.keyboard.press('Tab');
  await expect(overlay).toBeFocused();
  await expect(overlay).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pathTo('contact'));
});

test('orbit icons explain themselves in tooltips on focus', async ({ page }) => {
  await page.goto(pathTo('home'));
  const cloud = page.getByRole('button', { name: 'Cloud', exact: true });
  await cloud.focus();
  // The tooltip code loads on the first key press; focus stays on the icon, whose tooltip opens.
  await page.keyboard.press('Shift');
  await expect(page.getByRole('tooltip')).toContainText('AWS and Azure servers');
  await expect(cloud).toBeFocused();
});

test('core-value tooltips open 100 ms after hover, not at the 700 ms default', async ({ page }) => {
  await page.clock.install();
  await page.goto(pathTo('home'));
  const value = page.getByTestId('core-values').getByRole('button', { name: 'Integrity' });
  await value.scrollIntoViewIfNeeded();
  // Scrolling loads the tooltip code; Radix marks its trigger once it has taken over.
  await expect(value).toHaveAttribute('data-state', 'closed');
  await page.clock.pauseAt(Date.now() + 60_000);
  // A raw pointer move: hover() would wait for animation frames, which the paused clock holds.
  const box = await value.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 20);
  await page.clock.runFor(60);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(60);
  await expect(page.getByRole('tooltip')).toContainText('Quotes in writing');
});

test('a why-us card shows its details on hover at desktop width', async ({ page }) => {
  await page.goto(pathTo('home'));
  const card = page.getByTestId('why-us-card').first();
  const details = card.getByTestId('why-us-details');
  await card.scrollIntoViewIfNeeded();
  await expect(details).toBeHidden();
  await card.hover();
  await expect(details).toBeVisible();
  await expect(details).toContainText('Fun fact:');
});

test.describe('on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tapping a why-us card toggles its details', async ({ page }) => {
    await page.goto(pathTo('home'));
    const cards = page.getByTestId('why-us-card');
    await expect(cards).toHaveCount(6);
    const card = cards.nth(2);
    const toggle = card.getByRole('button', { name: /Show details/ });
    const details = card.getByTestId('why-us-details');
    await expect(details).toBeHidden();
    await toggle.tap();
    await expect(card.getByRole('button', { name: /Hide details/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(details).toBeVisible();
    await expect(details).toContainText('Sanjay Place');
    await card.getByRole('button', { name: /Hide details/ }).tap();
    await expect(details).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the hero overlay link is always shown on touch screens, under the picture', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    const overlay = page.getByTestId('hero-overlay-link');
    await expect(overlay).toHaveCSS('opacity', '1');
    // A touch screen cannot hover it away, so it must not cover any of the illustration.
    const link = await boxOf(overlay);
    const picture = await boxOf(page.getByTestId('hero-illustration'));
    expect(link.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    // A tap leaves :hover behind on a touch screen; the picture must not stay dimmed by it.
    await page.getByTestId('hero-illustration').tap();
    await expect(page.locator('[data-hero-figure] > [aria-hidden="true"]')).toHaveCSS(
      'background-color',
      /oklab\(.* \/ 0\)|rgba\(.*, 0\)/,
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test('home ends with one newsletter box: the call to action has it, the footer does not', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(1);
  await expect(
    page.getByTestId('home-cta').getByRole('form', { name: 'Newsletter signup' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('form')).toHaveCount(0);

  // Pages without the call-to-action section keep the footer's box.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(pathTo('about'));
  await expect(
    page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' }),
  ).toBeVisible();
});
