import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { composedPages, pageUrl, type AppName } from '../support/delivery';
import { isNotFoundPath } from '../support/routes';

/** Where each app's files are served in this deployment. */
const appOrigins: Record<AppName, string> = {
  shell: e2eOrigins.shell,
  'tech-app': e2eOrigins.techApp,
  'education-app': e2eOrigins.educationApp,
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function metaContent(page: Page, key: 'property' | 'name', value: string) {
  return page.locator(`head meta[${key}="${value}"]`).getAttribute('content');
}

/** Fetches a card as a link preview would, and checks it is a 1200 by 630 PNG. */
async function expectPngCard(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  // Named by its content, so cached for good like the other hashed files.
  expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  const png = await response.body();
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE), `${url} is a PNG`).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, url).toEqual({
    width: 1200,
    height: 630,
  });
}

test.describe('shared links show a card: every page names a PNG that answers', () => {
  // What a social platform reads: the HTML as sent, without running it.
  test.use({ javaScriptEnabled: false });

  for (const owner of Object.keys(appOrigins) as AppName[]) {
    test(`the pages of ${owner}`, async ({ page, request }) => {
      const pages = (await composedPages()).filter((composed) => composed.owner === owner);
      expect(pages.length).toBeGreaterThan(0);
      // Each page that search engines list has a card of its own.
      const indexableCards: string[] = [];
      for (const composed of pages) {
        await test.step(composed.path, async () => {
          await page.goto(pageUrl(composed));
          await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1);
          const image = await metaContent(page, 'property', 'og:image');
          expect(image, 'og:image is an absolute URL').toMatch(/^https?:\/\//);
          // The card is a file of the app that owns the page, served from that app's origin.
          expect(new URL(image!).origin).toBe(appOrigins[owner]);
          expect(await metaContent(page, 'property', 'og:image:type')).toBe('image/png');
          expect(await metaContent(page, 'property', 'og:image:width')).toBe('1200');
          expect(await metaContent(page, 'property', 'og:image:height')).toBe('630');
          expect(await metaContent(page, 'property', 'og:image:alt')).toMatch(
            /^BrajCode Technologies: ./,
          );
          await expect(page.locator('head meta[name="twitter:image"]')).toHaveCount(1);
          expect(await metaContent(page, 'name', 'twitter:image')).toBe(image);
          expect(await metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
          await expectPngCard(request, image!);
          const robots = await metaContent(page, 'name', 'robots');
          if (!robots?.includes('noindex')) indexableCards.push(image!);
        });
      }
      expect(new Set(indexableCards).size).toBe(indexableCards.length);
    });
  }
});

test('a page that has come alive still names its card once', async ({ page }) => {
  const pages = await composedPages();
  for (const owner of Object.keys(appOrigins) as AppName[]) {
    const composed = pages.find(
      (candidate) => candidate.owner === owner && !isNotFoundPath(candidate.path),
    );
    await test.step(composed!.path, async () => {
      await page.goto(pageUrl(composed!));
      await expect(page.locator('[data-part="header"][data-live]')).toBeAttached();
      await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1);
      await expect(page.locator('head meta[name="twitter:image"]')).toHaveCount(1);
      await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute(
        'content',
        '1200',
      );
    });
  }
});
