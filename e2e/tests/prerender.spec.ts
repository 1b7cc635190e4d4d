import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { collectPageErrors, mainHeading } from '../support/fixtures';
import { pageRoutes, pathTo, sampleAddress, type PageRouteId } from '../support/routes';

/** The production address the pages' canonical links name. */
const siteUrl = 'https://www.brajcode.in';

interface PageFacts {
  heading: RegExp;
  /** A fact the page must carry in its HTML. */
  text?: string;
}

/** Each route's main heading, and for some a fact its page must carry in its HTML. */
const facts: Record<PageRouteId, PageFacts> = {
  home: { heading: /Websites, apps and AI/ },
  services: { heading: /IT services that grow your business/, text: '₹9,999' },
  serviceDetail: { heading: /Web Development/, text: '₹9,999' },
  pricing: { heading: /Pricing/ },
  portfolio: { heading: /Portfolio/ },
  portfolioDetail: { heading: /S2Lib|Case study/i },
  careers: { heading: /Work With Us|Careers/ },
  about: { heading: /About/ },
  contact: { heading: /Contact/ },
  education: { heading: /Learn from developers/, text: '₹39,999' },
  cohort: { heading: /Internship/ },
  coding: { heading: /Coding|Tutorial/ },
  enroll: { heading: /Enroll/ },
  applyInternship: { heading: /Internship/ },
  privacyPolicy: { heading: /Privacy Policy/ },
  termsOfService: { heading: /Terms of Service/ },
  refundPolicy: { heading: /Refund Policy/ },
  search: { heading: /Search/ },
};

/** Every route of the route table but the not-found page (below), and a second service. */
const pages: (PageFacts & { path: string })[] = [
  ...pageRoutes.map((route) => ({ path: sampleAddress(route), ...facts[route.id] })),
  {
    path: pathTo('serviceDetail', { id: 'cybersecurity' }),
    heading: /Cybersecurity/,
    text: '₹24,999',
  },
];

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of pages) {
    test(`${path} arrives with its content and its own metadata`, async ({ page }) => {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(heading);
      if (text) await expect(page.locator('main')).toContainText(text);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      // The page's own address, without the query a visitor came with.
      expect(canonical).toBe(`${siteUrl}${new URL(path, siteUrl).pathname}`);
      await expect(page.locator('head title')).toHaveCount(1);
      expect((await page.title()).length).toBeGreaterThan(10);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        await page.title(),
      );
      for (const block of await page
        .locator('script[type="application/ld+json"]')
        .allTextContents()) {
        expect(() => JSON.parse(block)).not.toThrow();
      }
    });
  }

  test("every page lists the code of its held parts for the early script (a remote's fragment on the home page excepted)", async ({
    request,
  }) => {
    for (const route of pageRoutes) {
      const html = await (await request.get(sampleAddress(route))).text();
      const heldParts = [...html.matchAll(/<[^>]*\bdata-held=""[^>]*>/g)]
        // The home page's fragments of the remotes: their code is the remote's module.
        .filter(([tag]) => !tag.includes('data-testid="home-fragment-'))
        .map(([tag]) => /\bdata-part="([^"]+)"/.exec(tag)?.[1]);
      const list = /<script type="application\/json" id="held-part-code">(.*?)<\/script>/.exec(
        html,
      );
      const listed = Object.keys(list?.[1] ? (JSON.parse(list[1]) as object) : {});
      expect(listed.sort(), route.path).toEqual([...new Set(heldParts)].sort());
    }
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(mainHeading(page)).toHaveText('Oops! Page Not Found.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // It answers at any unknown address, so it names none as its own.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe('with JavaScript on', () => {
  for (const { path } of pages) {
    test(`${path} hydrates in place without a console error`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverHeading: Element | null }).serverHeading =
            document.querySelector('main h1');
        });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The heading element the server sent is still the one on screen: hydrated, not replaced.
      const sameNode = await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading ===
          document.querySelector('main h1'),
      );
      expect(sameNode).toBe(true);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test('the page is interactive after hydration', async ({ page }) => {
    await page.goto(pathTo('home'));
    await page.waitForLoadState('networkidle');
    await page.getByTestId('mode-switch').click();
    await expect(page.getByTestId('programs-heading')).toHaveText('Start Your Coding Journey');
    const exploreServices = page.getByRole('button', { name: 'Explore More Services' });
    await exploreServices.click();
    await expect(page.getByTestId('service-card')).toHaveCount(8);
  });

  test('an interaction while the page is still hydrating leaves every section working', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // The visitor moves the pointer and switches mode the moment the page shows: before the
    // page's own content and its lower sections have hydrated.
    await page.goto(pathTo('home'), { waitUntil: 'commit' });
    await page.mouse.move(300, 300);
    await page.getByTestId('mode-switch').click();
    await expect(page.getByTestId('programs-heading')).toHaveText('Start Your Coding Journey');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

/**
 * Notes the page's first `main h1` as the HTML arrives; the returned function tells its text then
 * and whether that element is the one on screen now.
 */
async function watchFirstHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const firstHeading = document.querySelector('main h1');
      Object.assign(window, { serverHeading: firstHeading, firstText: firstHeading?.textContent });
    });
  });
  return () =>
    page.evaluate(() => {
      const { serverHeading, firstText } = window as unknown as {
        serverHeading: Element | null;
        firstText?: string;
      };
      return { text: firstText, sameNode: serverHeading === document.querySelector('main h1') };
    });
}

/** Addresses that name nothing in a section with its own not-found page. */
const unknownInSection = [
  { path: pathTo('serviceDetail', { id: 'quantum-teleportation' }), heading: 'Service Not Found' },
  { path: pathTo('portfolioDetail', { id: 'no-such-project' }), heading: 'Project Not Found' },
];

for (const { path, heading } of unknownInSection) {
  test(`${path} answers 404 with its section's not-found page, hydrated in place`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const firstHeading = await watchFirstHeading(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(mainHeading(page)).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    // What the first paint showed is the section's page, and that element is still on screen.
    expect(await firstHeading()).toEqual({ text: heading, sameNode: true });
    // One head, the section page's: no leftover of the site's not-found page, no address.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`^${heading} \\|`));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // The only console error is the browser's note of the document's 404 status.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
}

/** Addresses and ids are matched exactly, by the static host and by the running page alike. */
const otherCase = [
  { path: pathTo('pricing').replace('p', 'P'), heading: 'Oops! Page Not Found.' },
  { path: pathTo('about').toUpperCase(), heading: 'Oops! Page Not Found.' },
  { path: pathTo('portfolioDetail', { id: 'uts' }), heading: 'Project Not Found' },
  {
    path: pathTo('serviceDetail', { id: 'Web-Development' }),
    heading: 'Service Not Found',
  },
];

for (const { path, heading } of otherCase) {
  test(`${path}, another case of a page's address, stays the not-found page it answers with`, async ({
    page,
  }) => {
    const firstHeading = await watchFirstHeading(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await expect(mainHeading(page)).toHaveText(heading);
    expect(await firstHeading()).toEqual({ text: heading, sameNode: true });
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on /Pricing, a not-found page, no link of the menu is marked as the current page', async ({
    page,
  }) => {
    const response = await page.goto(pathTo('pricing').replace('p', 'P'));
    expect(response?.status()).toBe(404);
    await page.getByTestId('mobile-menu-button').click();
    const panel = page.locator('#mobile-menu');
    await expect(panel.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(panel.locator('[aria-current="page"]')).toHaveCount(0);
  });
});
