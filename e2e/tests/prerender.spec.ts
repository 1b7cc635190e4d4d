import { expect, test } from '../support/fixtures';
import { collectPageErrors, mainHeading } from '../support/fixtures';

/** Routes with their main heading and a fact each page must carry in its HTML. */
const pages = [
  { path: '/', heading: /Websites, apps and AI/ },
  { path: '/services', heading: /IT services that grow your business/, text: '₹9,999' },
  { path: '/services/web-development', heading: /Web Development/, text: '₹9,999' },
  { path: '/services/cybersecurity', heading: /Cybersecurity/, text: '₹24,999' },
  { path: '/pricing', heading: /Pricing/ },
  { path: '/careers', heading: /Work With Us|Careers/ },
  { path: '/portfolio', heading: /Portfolio/ },
  { path: '/about', heading: /About/ },
  { path: '/contact', heading: /Contact/ },
  { path: '/education', heading: /Learn from developers/, text: '₹39,999' },
  { path: '/cohort', heading: /Internship/ },
  { path: '/coding', heading: /Coding|Tutorial/ },
  { path: '/enroll', heading: /Enroll/ },
  { path: '/apply-internship', heading: /Internship/ },
  { path: '/privacy-policy', heading: /Privacy Policy/ },
  { path: '/terms-of-service', heading: /Terms of Service/ },
  { path: '/refund-policy', heading: /Refund Policy/ },
];

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of pages) {
    test(`${path} arrives with its content and its own metadata`, async ({ page }) => {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(heading);
      if (text) await expect(page.locator('main')).toContainText(text);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(`https://www.brajcode.in${path === '/' ? '/' : path}`);
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

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(mainHeading(page)).toHaveText('Oops! Page Not Found.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
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
    await page.goto('/');
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
    await page.goto('/', { waitUntil: 'commit' });
    await page.mouse.move(300, 300);
    await page.getByTestId('mode-switch').click();
    await expect(page.getByTestId('programs-heading')).toHaveText('Start Your Coding Journey');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
