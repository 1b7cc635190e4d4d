import type { Page } from '@playwright/test';
import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { boxOf } from './polish-support';
import { pathTo } from '../support/routes';

/** The twelve plans of spec section 3, per pricing tab, in order. */
const plansByTab = {
  'Web Development': [
    { title: 'CMS Website', price: '₹9,999+', value: 9999, popular: true },
    { title: 'Basic Website', price: '₹12,000+', value: 12000, popular: false },
    { title: 'Professional Website', price: '₹25,000+', value: 25000, popular: true },
    { title: 'Custom Web Application', price: '₹50,000+', value: 50000, popular: false },
  ],
  'E-commerce': [
    { title: 'E-commerce Starter', price: '₹14,999+', value: 14999, popular: false },
    { title: 'E-commerce Advanced', price: '₹29,999+', value: 29999, popular: false },
  ],
  'App Development': [
    { title: 'Starter App', price: '₹14,999+', value: 14999, popular: false },
    { title: 'Business App', price: '₹29,999+', value: 29999, popular: false },
  ],
  'SEO Optimization': [
    { title: 'Local SEO', price: '₹4,999+', value: 4999, popular: false },
    { title: 'Growth SEO', price: '₹12,999+', value: 12999, popular: false },
  ],
  'Cloud Services': [
    { title: 'Cloud Setup', price: '₹19,999+', value: 19999, popular: false },
    { title: 'Managed Cloud', price: '₹49,999+', value: 49999, popular: false },
  ],
};

const carousel = (page: Page) => page.getByTestId('plan-carousel');
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');
const activeSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"][data-active="true"]');

/** Opens the pricing page; the visitor acts on it at once. */
async function openPricing(page: Page) {
  await page.goto(pathTo('pricing'));
}

/**
 * Opens the pricing page for a test of the carousel's timing: from the moment the carousel moves
 * on by itself, time moves only when the test says so.
 */
async function openPricingOnTestClock(page: Page) {
  await page.clock.install();
  await page.goto(pathTo('pricing'));
  await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'true');
  await page.clock.pauseAt(Date.now() + 500);
}

test('each tab shows its plans with prices, descriptions, features and popular flags', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openPricing(page);
  await expect(mainHeading(page)).toHaveText('Pricing Plans');
  const tabs = page.getByRole('tablist', { name: 'Pricing by service' }).getByRole('tab');
  await expect(tabs).toHaveText(Object.keys(plansByTab));
  await expect(page.getByRole('tab', { name: 'Web Development' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  for (const [tab, plans] of Object.entries(plansByTab)) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(slides(page).getByRole('heading', { level: 3 })).toHaveText(
      plans.map((plan) => plan.title),
    );
    await expect(slides(page).getByTestId('plan-price')).toHaveText(
      plans.map((plan) => plan.price),
    );
    for (const [index, plan] of plans.entries()) {
      const slide = slides(page).nth(index);
      await expect(slide.getByText('Most Popular')).toHaveCount(plan.popular ? 1 : 0);
      await expect(
        slide.getByRole('list', { name: `${plan.title} features` }).getByRole('listitem'),
      ).not.toHaveCount(0);
    }
  }
  expect(errors).toEqual([]);
});

test('choosing a tab resets the active plan to the first; Next and Previous wrap at both ends', async ({
  page,
}) => {
  await openPricing(page);
  await expect(activeSlide(page)).toContainText('CMS Website');
  await page.getByRole('button', { name: 'Previous plan' }).click();
  await expect(activeSlide(page)).toContainText('Custom Web Application');
  await page.getByRole('button', { name: 'Next plan' }).click();
  await expect(activeSlide(page)).toContainText('CMS Website');
  await page.getByRole('button', { name: 'Next plan' }).click();
  await expect(activeSlide(page)).toContainText('Basic Website');
  await page.getByRole('button', { name: 'Show Professional Website' }).click();
  await expect(activeSlide(page)).toContainText('Professional Website');

  await page.getByRole('tab', { name: 'SEO Optimization' }).click();
  await expect(activeSlide(page)).toContainText('Local SEO');
  await page.getByRole('button', { name: 'Next plan' }).click();
  await expect(activeSlide(page)).toContainText('Growth SEO');
  await page.getByRole('button', { name: 'Next plan' }).click();
  await expect(activeSlide(page)).toContainText('Local SEO');

  await page.getByRole('tab', { name: 'Web Development' }).click();
  await expect(activeSlide(page)).toContainText('CMS Website');
});

test('a tab chosen with the mouse shows no focus ring; one reached by keyboard does', async ({
  page,
}) => {
  await openPricing(page);
  const appTab = page.getByRole('tab', { name: 'App Development' });
  await appTab.click();
  await expect(appTab).toHaveAttribute('aria-selected', 'true');
  await expect(appTab).toBeFocused();
  expect(await appTab.evaluate((tab) => tab.matches(':focus-visible'))).toBe(false);

  await page.keyboard.press('ArrowRight');
  const next = page.getByRole('tab', { name: 'SEO Optimization' });
  await expect(next).toBeFocused();
  expect(await next.evaluate((tab) => tab.matches(':focus-visible'))).toBe(true);
});

test('clicking a card makes it the active plan', async ({ page }) => {
  await openPricing(page);
  await expect(activeSlide(page)).toContainText('CMS Website');
  await slides(page).nth(1).getByRole('heading', { name: 'Basic Website' }).click();
  await expect(activeSlide(page)).toContainText('Basic Website');
});

test('the carousel moves on every 6 seconds, pauses on hover and by the pause control', async ({
  page,
}) => {
  await openPricingOnTestClock(page);
  await expect(activeSlide(page)).toContainText('CMS Website');
  await page.clock.runFor(6000);
  await expect(activeSlide(page)).toContainText('Basic Website');
  await page.clock.runFor(6000);
  await expect(activeSlide(page)).toContainText('Professional Website');

  await carousel(page).hover();
  await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'false');
  await page.clock.runFor(13_000);
  await expect(activeSlide(page)).toContainText('Professional Website');

  await page.mouse.move(0, 0);
  await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'true');
  await page.clock.runFor(6000);
  await expect(activeSlide(page)).toContainText('Custom Web Application');
  // The last plan is followed by the first.
  await page.clock.runFor(6000);
  await expect(activeSlide(page)).toContainText('CMS Website');

  // The control names what pressing it does: pause, then resume.
  const pauseControl = carousel(page).getByTestId('plan-carousel-pause');
  await expect(pauseControl).toHaveAccessibleName('Pause automatic plan rotation');
  await pauseControl.click();
  await expect(pauseControl).toHaveAccessibleName('Resume automatic plan rotation');
  await page.mouse.move(0, 0);
  await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'false');
  await page.clock.runFor(13_000);
  await expect(activeSlide(page)).toContainText('CMS Website');

  await pauseControl.click();
  await expect(pauseControl).toHaveAccessibleName('Pause automatic plan rotation');
  await page.mouse.move(0, 0);
  await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'true');
  await page.clock.runFor(6000);
  await expect(activeSlide(page)).toContainText('Basic Website');
});

test('after a click on Next, Previous or a dot the carousel moves on again once the pointer leaves', async ({
  page,
}) => {
  await openPricingOnTestClock(page);
  const pauseControl = carousel(page).getByTestId('plan-carousel-pause');

  const presses = [
    { press: 'Next plan', lands: 'Basic Website', then: 'Professional Website' },
    { press: 'Previous plan', lands: 'Basic Website', then: 'Professional Website' },
    { press: 'Show Custom Web Application', lands: 'Custom Web Application', then: 'CMS Website' },
  ];
  for (const { press, lands, then } of presses) {
    await page.getByRole('button', { name: press }).click();
    await expect(activeSlide(page)).toContainText(lands);
    // Held while the mouse is over it, as the spec says, and only then.
    await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'false');
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'true');
    await expect(pauseControl).toHaveAccessibleName('Pause automatic plan rotation');
    await page.clock.runFor(6000);
    await expect(activeSlide(page)).toContainText(then);
  }
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap or short swipe that ends on the same plan leaves the carousel moving on', async ({
    page,
  }) => {
    await openPricingOnTestClock(page);
    await expect(activeSlide(page)).toContainText('CMS Website');

    // A finger put down on the plan, moved 6 px (under Embla's drag threshold) and lifted.
    const box = (await activeSlide(page).boundingBox())!;
    const at = (dx: number) => [{ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 }];
    const touchscreen = await page.context().newCDPSession(page);
    await touchscreen.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    await touchscreen.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(6) });
    await touchscreen.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(activeSlide(page)).toContainText('CMS Website');
    // A finger does not hover: the carousel goes on moving.
    await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'true');

    await page.clock.runFor(6000);
    await expect(activeSlide(page)).toContainText('Basic Website');
  });

  test('a tap on Next or a dot does not stop the carousel', async ({ page }) => {
    await openPricingOnTestClock(page);
    await expect(activeSlide(page)).toContainText('CMS Website');

    await page.getByRole('button', { name: 'Next plan' }).tap();
    await expect(activeSlide(page)).toContainText('Basic Website');
    await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'true');
    await page.clock.runFor(6000);
    await expect(activeSlide(page)).toContainText('Professional Website');

    await page.getByRole('button', { name: 'Show CMS Website' }).tap();
    await expect(activeSlide(page)).toContainText('CMS Website');
    await expect(
      carousel(page).getByRole('button', { name: 'Pause automatic plan rotation' }),
    ).toBeVisible();
    await page.clock.runFor(6000);
    await expect(activeSlide(page)).toContainText('Basic Website');
  });
});

test('with reduced motion the carousel never moves on by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await openPricing(page);
  await expect(activeSlide(page)).toContainText('CMS Website');
  await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'false');
  await page.clock.runFor(13_000);
  await expect(activeSlide(page)).toContainText('CMS Website');
  await expect(page.getByRole('button', { name: 'Pause automatic plan rotation' })).toHaveCount(0);
});

test('Get Started carries the plan to the contact page', async ({ page }) => {
  await openPricing(page);
  await page.getByRole('tab', { name: 'E-commerce' }).click();
  const getStarted = page.getByRole('link', {
    name: 'Get Started with the E-commerce Starter plan',
  });
  await expect(getStarted).toHaveAttribute('href', `${pathTo('contact')}?plan=ecommerce-starter`);
  await getStarted.click();
  await expect(page).toHaveURL(`${pathTo('contact')}?plan=ecommerce-starter`);
});

test('the structured data parses and carries the FAQ and all twelve plan prices in INR', async ({
  page,
}) => {
  await openPricing(page);
  await expect(mainHeading(page)).toHaveText('Pricing Plans');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const group = data.find((item) => item['@type'] === 'ProductGroup') as {
    hasVariant: { productID: string; offers: { price: number; priceCurrency: string } }[];
  };
  const expectedPrices = Object.values(plansByTab).flatMap((plans) =>
    plans.map((plan) => plan.value),
  );
  expect(group.hasVariant.map((variant) => variant.offers.price)).toEqual(expectedPrices);
  expect(new Set(group.hasVariant.map((variant) => variant.offers.priceCurrency))).toEqual(
    new Set(['INR']),
  );
  expect(group.hasVariant[0]?.productID).toBe('web-cms');
  const faq = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: unknown[] };
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('heading', { name: 'Pricing Questions' })).toBeVisible();
});

test.describe('pricing tabs on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the pricing tabs stay in one row that scrolls sideways, not three ragged rows', async ({
    page,
  }) => {
    await page.goto(pathTo('pricing'));
    const tabs = page.getByRole('tablist', { name: 'Pricing by service' }).getByRole('tab');
    await expect(tabs).toHaveCount(5);
    const tops = await tabs.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const row = page.getByTestId('pricing-tabs-row');
    await expect(row).toHaveCSS('overflow-x', 'auto');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The last tab is reached by the row's own scrolling.
    const cloud = page.getByRole('tab', { name: 'Cloud Services' });
    await cloud.tap();
    await expect(cloud).toHaveAttribute('aria-selected', 'true');
    const rowBox = await boxOf(row);
    const cloudBox = await boxOf(cloud);
    expect(cloudBox.x + cloudBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    await expect(
      page.getByTestId('plan-carousel').getByRole('heading', { level: 3 }).first(),
    ).toHaveText('Cloud Setup');
  });
});

/**
 * The blank the plan row leaves at each side of the carousel, in px, and whether the active
 * plan is wholly in view. Each plan's place is its slide less the gap before it (the card inside
 * may be drawn smaller); a plan cut by the edge fills the row up to that edge.
 */
async function planRowLayout(page: Page) {
  return carousel(page).evaluate((region) => {
    const view = region.firstElementChild!.getBoundingClientRect();
    const places = Array.from(
      region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
    ).map((slide) => {
      const box = slide.getBoundingClientRect();
      const gap = parseFloat(getComputedStyle(slide).paddingLeft);
      return { left: box.left + gap, right: box.right, active: slide.dataset.active === 'true' };
    });
    const inView = places.filter(({ left, right }) => right > view.left && left < view.right);
    const active = places.find((place) => place.active)!;
    return {
      blankLeft: Math.round(Math.max(0, Math.min(...inView.map(({ left }) => left)) - view.left)),
      blankRight: Math.round(
        Math.max(0, view.right - Math.max(...inView.map(({ right }) => right))),
      ),
      activeInView: active.left >= view.left - 1 && active.right <= view.right + 1,
    };
  });
}

for (const width of [1280, 1024, 768, 390]) {
  test(`at ${width} px the plans fill the carousel, or stand centred in it, on every tab and plan`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPricing(page);
    for (const [tab, plans] of Object.entries(plansByTab)) {
      await page.getByRole('tab', { name: tab }).click();
      for (const plan of plans) {
        await page.getByRole('button', { name: `Show ${plan.title}` }).click();
        await expect(activeSlide(page)).toContainText(plan.title);
        // Polled: the row slides to the plan over a few hundred milliseconds.
        await expect
          .poll(async () => {
            const { blankLeft, blankRight, activeInView } = await planRowLayout(page);
            return { balanced: Math.abs(blankLeft - blankRight) <= 2, activeInView };
          }, `${tab}, ${plan.title}`)
          .toEqual({ balanced: true, activeInView: true });
      }
    }
  });
}

test('at 1280 px a swipe across the plans moves the row on to the next plans, and back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPricing(page);
  await expect(activeSlide(page)).toContainText('CMS Website');
  // A swipe is a gesture on the running carousel, which measures its cards 150 ms after it
  // starts (spec section 9); a press before then is a press on the card it began on.
  await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'true');
  const box = await boxOf(carousel(page));
  const y = box.y + box.height / 3;
  const swipe = async (fromX: number, toX: number) => {
    await page.mouse.move(fromX, y);
    await page.mouse.down();
    await page.mouse.move(toX, y, { steps: 8 });
    await page.mouse.up();
  };
  // A third of the row is a card's width: the row shows the last two plans, the nearer active.
  await swipe(box.x + box.width * 0.6, box.x + box.width * 0.35);
  await expect(activeSlide(page)).toContainText('Professional Website');
  await expect.poll(async () => (await planRowLayout(page)).blankRight).toBe(0);
  await swipe(box.x + box.width * 0.35, box.x + box.width * 0.6);
  await expect(activeSlide(page)).toContainText('Basic Website');
  await expect.poll(async () => (await planRowLayout(page)).blankLeft).toBe(0);
});
