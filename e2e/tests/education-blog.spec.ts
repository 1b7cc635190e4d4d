import type { Page, Route } from '@playwright/test';
import { collectPageErrors, expect, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { openPage } from './education-support';
import { pathTo } from '../support/routes';

const BLOG_SLUG = 'java-installation-guide';

/** Requests for the Java installation guide, the post of Java's second topic. */
function isGuideRequest(url: URL) {
  return url.pathname === '/wp/v2/posts' && url.searchParams.get('slug') === BLOG_SLUG;
}

const corsJson = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };

async function openGuideTopic(page: Page) {
  await page
    .getByTestId('topic-list')
    .getByRole('button', { name: 'Java Installation Guide' })
    .click();
  await expect(page.getByTestId('topic-pane').getByRole('heading', { level: 3 })).toHaveText(
    'Java Installation Guide',
  );
}

test('the blog post shows "Loading blog content..." and then the post from the blog endpoint', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isGuideRequest, async (route: Route) => {
    await released;
    await route.fallback();
  });
  const errors = collectPageErrors(page);
  await openPage(page, pathTo('coding'));
  await openGuideTopic(page);
  const blog = page.getByTestId('topic-blog');
  await expect(blog.getByText('Loading blog content...')).toBeVisible();
  release();
  await expect(blog.getByTestId('blog-content')).toContainText(
    'Before you can write your first Java program',
  );
  await expect(blog.getByText('Loading blog content...')).toHaveCount(0);
  // The post's own headings sit below the topic title in the outline.
  await expect(blog.getByRole('heading', { level: 5, name: 'Check that it works' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an empty answer shows "Blog not found."', async ({ page }) => {
  await page.route(isGuideRequest, (route) => route.fulfill({ headers: corsJson, body: '[]' }));
  await openPage(page, pathTo('coding'));
  await openGuideTopic(page);
  const blog = page.getByTestId('topic-blog');
  await expect(blog.getByText('Blog not found.')).toBeVisible();
  await expect(blog.getByText('Loading blog content...')).toHaveCount(0);
});

test('a failed fetch is logged and loading stops without a message', async ({ page }) => {
  await page.route(isGuideRequest, (route) => route.abort('failed'));
  const errors = collectPageErrors(page);
  await openPage(page, pathTo('coding'));
  await openGuideTopic(page);
  await expect
    .poll(() =>
      errors.some((error) => error.includes(`Could not load the blog post "${BLOG_SLUG}"`)),
    )
    .toBe(true);
  await expect(page.getByText('Loading blog content...')).toHaveCount(0);
  await expect(page.getByText('Blog not found.')).toHaveCount(0);
  // The rest of the lesson is still there.
  await expect(page.getByTestId('practice-questions')).toBeVisible();
});

test('the sanitizer-check post from the API renders without script, handlers or javascript: links', async ({
  page,
}) => {
  const served = await (
    await page.request.get(`${e2eOrigins.api}/wp/v2/posts?slug=sanitizer-check`)
  ).json();
  expect(served[0].content.rendered).toContain('<script>');

  // Serve the hostile post in place of the topic's own post.
  await page.route(isGuideRequest, async (route) => {
    const response = await route.fetch({
      url: `${e2eOrigins.api}/wp/v2/posts?slug=sanitizer-check`,
    });
    await route.fulfill({ response });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openPage(page, pathTo('coding'));
  await openGuideTopic(page);
  const content = page.getByTestId('blog-content');
  await expect(content).toContainText(
    'This paragraph is safe and should still appear after sanitizing',
  );
  await expect(content).toContainText("console.log('code samples stay');");
  await expect(content.locator('script')).toHaveCount(0);
  await expect(content.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  await expect(content.locator('a[href^="javascript:" i]')).toHaveCount(0);
  const html = await content.innerHTML();
  expect(html).not.toMatch(/<script|onerror|javascript:/i);
  await expect(content.getByText('link', { exact: true })).toBeVisible();
  expect(dialogs).toEqual([]);
});
