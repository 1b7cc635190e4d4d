import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { collectPageErrors, expect, test } from '../support/fixtures';
import { SHELL_ENTRY, holdRequests, holdShellCode } from '../support/network';
import { switchToEducationMode } from '../support/site-controls';
import { pathTo, searchAddress } from '../support/routes';
import { faqCategoriesByMode } from '../../shell/src/faq/faq-data';

// Code the first view does not need (animations, the Services dropdown, the shell's other
// pages, tooltips with their positioning) loads on the visitor's first interaction; until then
// plain stand-ins do the job.
const deferredChunks =
  /\/assets\/(motion-parts|services-dropdown|about-page|contact-page|tooltip)-[\w-]{8}\.js$/;

test('the first view loads no deferred code; the first interaction loads it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (deferredChunks.test(request.url())) requested.push(request.url());
  });
  const firstViewScripts: Promise<string>[] = [];
  const collectFirstViewScript = (response: Response) => {
    if (response.request().resourceType() === 'script') firstViewScripts.push(response.text());
  };
  page.on('response', collectFirstViewScript);
  await page.goto(pathTo('home'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', collectFirstViewScript);
  expect(requested).toEqual([]);
  // Not even the tooltips' Radix code comes with the hero's and core values' tooltip groups.
  const firstViewCode = await Promise.all(firstViewScripts);
  expect(firstViewCode.length).toBeGreaterThan(5);
  expect(firstViewCode.filter((code) => code.includes('TooltipProvider'))).toEqual([]);
  // Nor the FAQ's questions and answers, which come with the FAQ far down the page.
  const faqAnswer = faqCategoriesByMode.tech[0]!.items[0]!.a;
  expect(firstViewCode.filter((code) => code.includes(faqAnswer))).toEqual([]);

  await page.mouse.move(200, 200);
  await expect
    .poll(() => requested.map((url) => url.match(deferredChunks)?.[1]).sort())
    .toEqual(['about-page', 'contact-page', 'motion-parts', 'services-dropdown', 'tooltip']);
});

test("the first view's content-hashed scripts and styles arrive at brotli's best", async ({
  page,
}) => {
  const hashedFiles: Response[] = [];
  page.on('response', (response) => {
    if (/-[\w-]{8}\.(?:js|css)$/.test(new URL(response.url()).pathname)) hashedFiles.push(response);
  });
  await page.goto(pathTo('home'));
  await page.waitForLoadState('networkidle');
  expect(hashedFiles.length).toBeGreaterThan(10);
  const encodings = await Promise.all(
    hashedFiles.map(async (response) => (await response.allHeaders())['content-encoding']),
  );
  expect(new Set(encodings)).toEqual(new Set(['br']));
  // Brotli's best: the shell's entry as sent is smaller than the same file gzipped.
  const entry = hashedFiles.find((response) => SHELL_ENTRY.test(response.url()))!;
  const gzipped = await page.request.get(entry.url(), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  const sent = Number((await entry.allHeaders())['content-length']);
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(gzipSync(await gzipped.body()).length);
});

const otherPagesCode = /\/assets\/about-page-[\w-]{8}\.js$/;

/**
 * As the page itself timed them: when the code a visitor waits for (`awaited`) arrived, and when
 * the shell's other pages' code was asked for; null until both have been asked for.
 */
function loadOrder(page: Page, awaited: RegExp) {
  return page.evaluate(
    ({ awaitedCode, otherPages }) => {
      const entry = (chunk: string) =>
        performance
          .getEntriesByType('resource')
          .find((resource): resource is PerformanceResourceTiming =>
            new RegExp(chunk).test(resource.name),
          );
      const awaitedEntry = entry(awaitedCode);
      const otherPagesEntry = entry(otherPages);
      return awaitedEntry && otherPagesEntry
        ? {
            awaitedArrived: awaitedEntry.responseEnd,
            otherPagesAskedFor: otherPagesEntry.startTime,
          }
        : null;
    },
    { awaitedCode: awaited.source, otherPages: otherPagesCode.source },
  );
}

/** Once both have been asked for: the other pages' code waited for the awaited code. */
async function expectAwaitedCodeFirst(page: Page, awaited: RegExp) {
  await expect.poll(() => loadOrder(page, awaited)).not.toBeNull();
  const { awaitedArrived, otherPagesAskedFor } = (await loadOrder(page, awaited))!;
  expect(otherPagesAskedFor).toBeGreaterThanOrEqual(awaitedArrived);
}

test("after a mode switch made before start-up, the home sections it renders anew get their code before the shell's other pages", async ({
  page,
}) => {
  const startShell = await holdShellCode(page);
  await page.goto(pathTo('home'), { waitUntil: 'commit' });
  const modeSwitch = page.getByTestId('mode-switch');
  await modeSwitch.click();
  startShell();
  await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
  // The sections that follow the mode are rendered anew, from code the first view did not load.
  await expect(page.getByRole('heading', { name: 'Start Your Coding Journey' })).toBeVisible();
  await expectAwaitedCodeFirst(page, /\/assets\/home-lower-sections-[\w-]{8}\.js$/);
});

test("after a press in the careers form made before start-up, the form's code comes before the shell's other pages", async ({
  page,
}) => {
  const formCode = /\/career-application-form-[\w-]{8}\.js$/;
  // The form's code is held until the other pages' code is asked for, or for 1.5 s after
  // start-up at most: past the browser's idle time (up to 1 s) that the page lets pass before it
  // asks for code it does not need, and well inside the 5 s after which it stops waiting for its
  // parts. (The early script asks for the form's code at the press, before start-up.)
  const releaseFormCode = await holdRequests(page, formCode);
  page.on('request', (request) => {
    if (otherPagesCode.test(request.url())) releaseFormCode();
  });
  const startShell = await holdShellCode(page);
  await page.goto(pathTo('careers'), { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: /^Phone country/ }).click();
  startShell();
  setTimeout(releaseFormCode, 1500);
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectAwaitedCodeFirst(page, formCode);
});

test("a press in the careers form before start-up asks for the form's code at once, and only once", async ({
  page,
}) => {
  const formCode = /\/career-application-form-[\w-]{8}\.js$/;
  const formCodeRequests: string[] = [];
  page.on('request', (request) => {
    if (formCode.test(request.url())) formCodeRequests.push(request.url());
  });
  const startShell = await holdShellCode(page);
  await page.goto(pathTo('careers'), { waitUntil: 'commit' });
  const formCodeAsked = page.waitForRequest(formCode);
  await page.getByRole('combobox', { name: /^Phone country/ }).click();
  // The shell's code is still held, so nothing but the early script can have asked for it.
  await formCodeAsked;
  startShell();
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(formCodeRequests).toHaveLength(1);
});

test('pressing the Services trigger before its menu code has loaded opens the menu', async ({
  page,
}) => {
  await page.goto(pathTo('contact'));
  // No interaction has loaded the menu code yet: the stand-in takes the press (it answers the
  // pointer going down, as Radix's trigger does) and the menu opens when the code arrives.
  await page.getByRole('button', { name: 'Services menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'All services' })).toBeVisible();
  await expect(page.getByRole('menuitem')).toHaveCount(9);
});

test('Enter on the Services trigger before its menu code has loaded focuses the first item', async ({
  page,
}) => {
  await page.goto(pathTo('contact'));
  await page.getByRole('button', { name: 'Services menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'All services' })).toBeFocused();
});

test('the mode switch thumb slides to the education side and back', async ({ page }) => {
  await page.goto(pathTo('home'));
  const modeSwitch = page.getByTestId('mode-switch');
  const thumb = modeSwitch.locator('span');
  // The thumb is swapped for its animated version when that code arrives (on the first click),
  // so a measurement may meet the old, detached one: that reading is skipped and taken again.
  const thumbLeft = async () => {
    const [thumbBox, switchBox] = await Promise.all([
      thumb.boundingBox(),
      modeSwitch.boundingBox(),
    ]);
    return thumbBox && switchBox ? thumbBox.x - switchBox.x : Number.NaN;
  };
  await expect.poll(thumbLeft).toBeLessThan(4);
  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
  await expect.poll(thumbLeft).toBeGreaterThan(20);
  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute('aria-checked', 'false');
  await expect.poll(thumbLeft).toBeLessThan(4);
});

test('a shell page whose code cannot be loaded says so, and Retry loads it', async ({ page }) => {
  let blocked = true;
  await page.route(/\/assets\/about-page-[\w-]{8}\.js$/, (route) =>
    blocked ? route.abort('failed') : route.continue(),
  );
  await page.goto(pathTo('home'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(failure).toContainText('Please check your connection and try again.');

  blocked = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About BrajCode Technologies');
});

test.describe('home sections below the first screen', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  // The shell's lower home sections share one chunk; the remote fragments come from the remotes.
  const lowerSectionCode = /\/assets\/home-lower-sections-[\w-]{8}\.js|\/remoteEntry\.js/;

  test('are in the HTML at once and load their code when scrolled to', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (lowerSectionCode.test(request.url())) requested.push(request.url());
    });
    await page.goto(pathTo('home'));
    await page.waitForLoadState('networkidle');
    const faqHeading = page.getByRole('heading', { name: 'Frequently Asked Questions' });
    await expect(faqHeading).toBeAttached();
    await expect(page.getByTestId('programs-heading')).toHaveText('Train Your Team With Us');
    expect(requested).toEqual([]);

    await faqHeading.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length).toBeGreaterThanOrEqual(1);
    // Hydrated: the FAQ answers a press.
    const question = page
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .getByRole('button')
      .first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('follow a mode switch made before they hydrated, without a hydration error', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(pathTo('home'));
    await switchToEducationMode(page);
    await expect(page.getByTestId('programs-heading')).toHaveText('Start Your Coding Journey');
    await page
      .getByRole('heading', { name: 'Frequently Asked Questions' })
      .scrollIntoViewIfNeeded();
    await expect(page.getByTestId('home-fragment-pricing').getByRole('tab').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('sections far down a page', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  /** Requests whose address matches `code`, from now on. */
  function requestsFor(page: Page, code: RegExp): string[] {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (code.test(request.url())) requested.push(request.url());
    });
    return requested;
  }

  const sections = [
    {
      name: 'the contact FAQ',
      route: 'contact',
      part: 'contact:faq',
      code: /\/assets\/mode-faq-section-[\w-]{8}\.js$/,
      control: (page: Page) =>
        page
          .getByRole('region', { name: 'Frequently Asked Questions' })
          .getByRole('button', { name: /^Tech Services/ }),
      pressed: ['aria-expanded', 'true'],
    },
    {
      name: 'the pricing questions',
      route: 'pricing',
      part: 'pricing:faq',
      code: /\/pricing-questions-[\w-]{8}\.js$/,
      control: (page: Page) =>
        page.getByRole('region', { name: 'Pricing Questions' }).getByRole('button').first(),
      pressed: ['aria-expanded', 'true'],
    },
    {
      name: "the coding page's internships and hackathons",
      route: 'coding',
      part: 'coding:opportunities',
      code: /\/opportunity-tabs-[\w-]{8}\.js$/,
      control: (page: Page) => page.getByRole('tab', { name: 'Hackathon' }),
      pressed: ['aria-selected', 'true'],
      shows: { panel: (page: Page) => page.getByRole('tabpanel'), text: 'Join Now' },
    },
  ] as const;

  for (const section of sections) {
    test(`${section.name}: in the HTML at once, its code loaded when scrolled to`, async ({
      page,
    }) => {
      const requested = requestsFor(page, section.code);
      await page.goto(pathTo(section.route));
      await page.waitForLoadState('networkidle');
      const part = page.locator(`[data-part="${section.part}"]`);
      const control = section.control(page);
      await expect(control).toBeAttached();
      await expect(part).not.toHaveAttribute('data-live');
      expect(requested).toEqual([]);

      await control.scrollIntoViewIfNeeded();
      // Live because it came on screen, before any press.
      await expect(part).toHaveAttribute('data-live', '');
      expect(requested).toHaveLength(1);
      await control.click();
      await expect(control).toHaveAttribute(section.pressed[0], section.pressed[1]);
      if ('shows' in section) {
        await expect(section.shows.panel(page)).toContainText(section.shows.text);
      }
    });
  }

  test('the contact FAQ follows a mode switch made before it hydrated, without an error', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(pathTo('contact'));
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.getByRole('button').first()).toContainText('Tech Services');
    await switchToEducationMode(page);
    // Ready in the new mode before the visitor scrolls down to it.
    await expect(faq.getByRole('button').first()).toContainText('Courses & Education');
    await faq.scrollIntoViewIfNeeded();
    await faq.getByRole('button').first().click();
    await expect(faq.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });
});

test('F8 as the very first key still focuses the toast region, which loads on that key', async ({
  page,
}) => {
  await page.goto(pathTo('contact'));
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
});

test('a lower home section whose code cannot be loaded says so, and Retry loads it', async ({
  page,
}) => {
  let blocked = true;
  await page.route(/\/assets\/home-lower-sections-[\w-]{8}\.js$/, (route) =>
    blocked ? route.abort('failed') : route.continue(),
  );
  await page.goto(pathTo('home'));
  const faqHeading = page.getByRole('heading', { name: 'Frequently Asked Questions' });
  await faqHeading.scrollIntoViewIfNeeded();
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'This section could not be loaded' })
    .first();
  await expect(failure).toContainText('Please check your connection and try again.');
  // The hero and the remote fragments are untouched.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('programs-heading')).toBeVisible();

  blocked = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(faqHeading).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});

test("a remote's held section whose code cannot be loaded says so, and Retry loads it", async ({
  page,
}) => {
  let blocked = true;
  await page.route(/\/pricing-questions-[\w-]{8}\.js$/, (route) =>
    blocked ? route.abort('failed') : route.continue(),
  );
  await page.goto(pathTo('pricing'));
  await page.getByRole('heading', { name: 'Pricing Questions' }).scrollIntoViewIfNeeded();
  const failure = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
  await expect(failure).toContainText('Please check your connection and try again.');
  // The plans above are untouched.
  await expect(page.getByRole('tab').first()).toBeVisible();

  blocked = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  const questions = page.getByRole('region', { name: 'Pricing Questions' });
  await questions.scrollIntoViewIfNeeded();
  await questions.getByRole('button').first().click();
  await expect(questions.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});

test('a press on a lower home section before its code has arrived takes effect once it has', async ({
  page,
}) => {
  const teaserChunk = /\/__federation_expose_ServicesTeaser-[\w-]{8}\.js$/;
  const releaseTeaserCode = await holdRequests(page, teaserChunk);
  await page.goto(pathTo('home'));
  const services = page.getByTestId('home-fragment-services');
  const explore = services.getByRole('button', { name: 'Explore More Services' });
  const teaserRequested = page.waitForRequest(teaserChunk);
  await explore.scrollIntoViewIfNeeded();
  await teaserRequested;

  // Pressed while the teaser is still the prerendered HTML: nothing happens yet...
  await explore.click();
  await expect(services.getByTestId('service-card')).toHaveCount(4);
  // ...and the press takes effect once the teaser has hydrated.
  releaseTeaserCode();
  await expect(services.getByTestId('service-card')).toHaveCount(8);
  await expect(explore).toHaveCount(0);
});

test("a press on a remote page's button before the page's code has arrived takes effect once it has", async ({
  page,
}) => {
  const pricingChunk = /\/__federation_expose_PricingPage-[\w-]{8}\.js$/;
  const releasePricingCode = await holdRequests(page, pricingChunk);
  const pricingRequested = page.waitForRequest(pricingChunk);
  await page.goto(pathTo('pricing'));
  await pricingRequested;
  const carousel = page.getByTestId('plan-carousel');
  const activeSlide = carousel.locator('[aria-roledescription="slide"][data-active="true"]');
  await expect(activeSlide).toContainText('CMS Website');

  // Back from the first plan wraps to the last, which the carousel's own 6 s steps would take
  // 18 s to reach: only the replayed press gets there within the wait.
  await carousel.getByRole('button', { name: 'Previous plan' }).click();
  releasePricingCode();
  await expect(activeSlide).toContainText('Custom Web Application');
});

test.describe("the visitor's order across parts", () => {
  const careersPageChunk = /\/__federation_expose_CareersPage-[\w-]{8}\.js$/;

  /** /careers with the shell's and the careers page's code held: only the early script runs. */
  async function openCareersWithCodeHeld(page: Page) {
    const releasePageCode = await holdRequests(page, careersPageChunk);
    const startShell = await holdShellCode(page);
    await page.goto(pathTo('careers'), { waitUntil: 'commit' });
    return {
      releasePageCode,
      startShell,
      backend: page.getByRole('button', { name: /Backend Developer/ }),
    };
  }

  test('typing in the header once it is live, while its earlier typing waits for the careers page, comes after that typing', async ({
    page,
  }) => {
    const { releasePageCode, startShell, backend } = await openCareersWithCodeHeld(page);
    const search = page.locator('#header-search-desktop');
    // First an opening, then the search box: both before any code has arrived.
    await backend.click();
    await search.fill('py');
    startShell();
    // The header is live now, but its typing waits behind the opening chosen before it, whose
    // page's code is still held (the part's live marker is the one sign of that moment).
    await expect(page.locator('[data-part="header"]')).toHaveAttribute('data-live');
    await search.fill('python');
    releasePageCode();

    await expect(backend).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    // The held "py" was replayed before "python", so the later text stands.
    await expect(search).toHaveValue('python');
    await search.press('Enter');
    await expect(page).toHaveURL(searchAddress('python'));
  });

  test('a press begun in the header before it was live and ended after waits behind the opening chosen before it', async ({
    page,
  }) => {
    const { releasePageCode, startShell, backend } = await openCareersWithCodeHeld(page);
    await backend.click();
    // The mode switch, pressed down before the shell's code has arrived...
    const modeSwitch = page.getByTestId('mode-switch');
    const switchBox = (await modeSwitch.boundingBox())!;
    await page.mouse.move(switchBox.x + switchBox.width / 2, switchBox.y + switchBox.height / 2);
    await page.mouse.down();
    startShell();
    await expect(page.locator('[data-part="header"]')).toHaveAttribute('data-live');
    // ...and let go once the header is live: the press still comes after the opening's, whose
    // page's code is held. Each press takes the focus, so the last one keeps it.
    await page.mouse.up();
    releasePageCode();

    await expect(backend).toHaveAttribute('aria-pressed', 'true');
    await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
    await page.waitForLoadState('networkidle');
    await expect(modeSwitch).toBeFocused();
    // Applied once: a second switch would have brought tech mode back.
    await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
  });
});
