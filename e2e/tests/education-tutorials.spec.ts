import type { Page } from '@playwright/test';
import { collectPageErrors, expect, test } from '../support/fixtures';
import { openPage } from './education-support';
import { boxOf } from './polish-support';
import { pathTo } from '../support/routes';

function tutorial(page: Page) {
  const browser = page.getByTestId('tutorial-browser');
  return {
    language: (label: string) =>
      browser
        .getByRole('group', { name: 'Programming language' })
        .getByRole('button', { name: label, exact: true }),
    topicTitle: browser.getByTestId('topic-pane').getByRole('heading', { level: 3 }),
    topicList: browser.getByTestId('topic-list'),
    pager: (placement: 'top' | 'bottom') => browser.getByTestId(`topic-pager-${placement}`),
    drawerToggle: browser.getByRole('button', { name: 'Topics' }),
  };
}

test.beforeEach(async ({ page }) => {
  // Keep the video player offline: a 204 answer leaves the frame empty.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 204 }),
  );
});

test('Java is selected first with its first topic; choosing a language resets to its first topic', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openPage(page, pathTo('coding'));
  const t = tutorial(page);
  await expect(t.language('Java')).toHaveAttribute('aria-pressed', 'true');
  await expect(t.topicTitle).toHaveText('Java Learning Chart');
  await expect(t.topicList.getByRole('button')).toHaveCount(8);

  await t.topicList.getByRole('button', { name: 'Java Type Casting' }).click();
  await expect(t.topicTitle).toHaveText('Java Type Casting');

  await t.language('Python').click();
  await expect(t.language('Python')).toHaveAttribute('aria-pressed', 'true');
  await expect(t.language('Java')).toHaveAttribute('aria-pressed', 'false');
  await expect(t.topicTitle).toHaveText('Introduction to Python');
  await expect(t.topicList.getByRole('button')).toHaveCount(5);
  await expect(t.topicList.getByRole('button', { name: 'Introduction to Python' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  const counts: [string, number][] = [
    ['C', 7],
    ['C++', 4],
    ['HTML', 3],
    ['CSS', 3],
  ];
  for (const [label, count] of counts) {
    await t.language(label).click();
    await expect(t.topicList.getByRole('button')).toHaveCount(count);
  }
  await t.language('Java').click();
  await expect(t.topicTitle).toHaveText('Java Learning Chart');
  expect(errors).toEqual([]);
});

test('Previous and Next move one topic within the bounds, at the top and at the bottom', async ({
  page,
}) => {
  await openPage(page, pathTo('coding'));
  const t = tutorial(page);
  await t.language('HTML').click();
  await expect(t.topicTitle).toHaveText('Introduction to HTML');
  for (const placement of ['top', 'bottom'] as const) {
    await expect(t.pager(placement).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(t.pager(placement).getByRole('button', { name: 'Next' })).toBeEnabled();
  }

  // The pane has a status region of its own (a blog post loading), so this one by its id.
  const readOut = page.getByTestId('topic-step-read-out');
  const next = t.pager('top').getByRole('button', { name: 'Next' });
  await next.click();
  await expect(t.topicTitle).toHaveText('HTML Elements');
  // Focus stays on Next, for the next press; the topic reached is read out.
  await expect(next).toBeFocused();
  await expect(readOut).toHaveText('Topic 2 of 3: HTML Elements');
  await t.pager('bottom').getByRole('button', { name: 'Next' }).click();
  await expect(t.topicTitle).toHaveText('HTML Forms');
  // From the bottom the new lesson is brought into view, its title focused and read instead.
  await expect(t.topicTitle).toBeInViewport();
  await expect(t.topicTitle).toBeFocused();
  await expect(readOut).toHaveText('');
  for (const placement of ['top', 'bottom'] as const) {
    await expect(t.pager(placement).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(t.pager(placement).getByRole('button', { name: 'Previous' })).toBeEnabled();
  }

  // Back to the topic read out before: read out again.
  await t.pager('top').getByRole('button', { name: 'Previous' }).click();
  await expect(t.topicTitle).toHaveText('HTML Elements');
  await expect(readOut).toHaveText('Topic 2 of 3: HTML Elements');
  await t.pager('bottom').getByRole('button', { name: 'Previous' }).click();
  await expect(t.topicTitle).toHaveText('Introduction to HTML');
  await expect(t.pager('top').getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('an address naming a topic opens it on arrival, its title in view and focused', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openPage(page, `${pathTo('coding')}#c-2d-arrays`);
  const t = tutorial(page);
  await expect(t.language('C')).toHaveAttribute('aria-pressed', 'true');
  await expect(t.topicTitle).toHaveText('C 2D Arrays');
  await expect(t.topicList.getByRole('button', { name: 'C 2D Arrays' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(t.topicTitle).toBeInViewport();
  await expect(t.topicTitle).toBeFocused();
  // The visitor carries on from there as usual.
  await t.pager('top').getByRole('button', { name: 'Next' }).click();
  await expect(t.topicTitle).toHaveText('C Practice Questions');
  expect(errors).toEqual([]);
});

test('a topic shows its lesson, code and Practice Questions', async ({ page }) => {
  await openPage(page, pathTo('coding'));
  const t = tutorial(page);
  await t.language('C').click();
  await t.topicList.getByRole('button', { name: 'C 2D Arrays' }).click();
  const pane = page.getByTestId('topic-pane');
  await expect(pane.getByTestId('topic-lesson')).toContainText(
    'A two-dimensional array is an array of arrays',
  );
  await expect(pane.locator('pre code').first()).toContainText('int matrix[2][3]');
  await expect(pane.getByRole('heading', { name: 'Practice Questions' })).toBeVisible();
  await expect(pane.getByTestId('practice-questions').getByRole('listitem')).toHaveText([
    'Add two 3x3 matrices and print the result.',
    'Print the transpose of a 2x3 matrix.',
    'Compute the sum of each row and each column of a 4x4 matrix.',
    'Multiply two 2x2 matrices.',
  ]);
  // This topic has neither video nor blog post.
  await expect(pane.locator('iframe')).toHaveCount(0);
  await expect(pane.getByTestId('topic-blog')).toHaveCount(0);
});

test('a video link is embedded as a lazy, titled privacy-enhanced player', async ({ page }) => {
  // Chromium warns of any feature in the frame's allow list it does not know.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openPage(page, pathTo('coding'));
  const t = tutorial(page);
  await t.topicList.getByRole('button', { name: 'Introduction to Java' }).click();
  const video = page.getByTestId('topic-pane').locator('iframe');
  await expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/eIrMbAQSU34');
  await expect(video).toHaveAttribute('loading', 'lazy');
  await expect(video).toHaveAttribute('title', 'Video lesson: Introduction to Java');

  // A youtu.be short link is converted as well.
  await t.language('HTML').click();
  await expect(page.getByTestId('topic-pane').locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/qz0aGYrrlhU',
  );
  expect(warnings).toEqual([]);
});

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the topic list is a 12rem drawer toggled by Topics that closes after a pick', async ({
    page,
  }) => {
    await openPage(page, pathTo('coding'));
    const t = tutorial(page);
    await expect(t.topicTitle).toHaveText('Java Learning Chart');
    await expect(t.topicList).toBeHidden();
    await expect(t.drawerToggle).toHaveAttribute('aria-expanded', 'false');

    await t.drawerToggle.click();
    await expect(t.drawerToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(t.topicList).toBeVisible();
    // Focus moves to the current topic in the drawer.
    await expect(t.topicList.getByRole('button', { name: 'Java Learning Chart' })).toBeFocused();
    await expect.poll(async () => (await t.topicList.boundingBox())?.x).toBeGreaterThanOrEqual(0);
    expect(Math.round((await t.topicList.boundingBox())?.width ?? 0)).toBe(192);

    await t.topicList.getByRole('button', { name: 'Java Variables' }).click();
    await expect(t.topicTitle).toHaveText('Java Variables');
    await expect(t.topicList).toBeHidden();
    await expect(t.drawerToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(t.topicTitle).toBeFocused();

    // Picking the lesson already open closes the drawer and takes focus to it as well.
    await t.drawerToggle.click();
    await expect(t.topicList.getByRole('button', { name: 'Java Variables' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(t.topicList).toBeHidden();
    await expect(t.topicTitle).toHaveText('Java Variables');
    await expect(t.topicTitle).toBeFocused();

    // Escape closes it too, returning focus to the toggle.
    await t.drawerToggle.click();
    await expect(t.topicList).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(t.topicList).toBeHidden();
    await expect(t.drawerToggle).toBeFocused();

    // The page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test('on a wide screen the topic list is a column and there is no Topics button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, pathTo('coding'));
  const t = tutorial(page);
  await expect(t.topicList).toBeVisible();
  await expect(t.drawerToggle).toBeHidden();
  const list = await t.topicList.boundingBox();
  const pane = await page.getByTestId('topic-pane').boundingBox();
  expect(list && pane && list.x + list.width <= pane.x).toBe(true);
});

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Topics drawer on /coding has a backdrop, and a tap on it closes the drawer only', async ({
    page,
  }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 204 }),
    );
    await page.goto(pathTo('coding'));
    const browser = page.getByTestId('tutorial-browser');
    const toggle = browser.getByRole('button', { name: 'Topics' });
    const drawer = browser.getByTestId('topic-list');
    const backdrop = browser.getByTestId('topic-drawer-backdrop');
    const title = browser.getByTestId('topic-pane').getByRole('heading', { level: 3 });
    await toggle.evaluate((button) => button.scrollIntoView({ block: 'start' }));
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer).toBeVisible();
    await expect(backdrop).toHaveCSS('opacity', '1');

    // The drawer runs down the left edge from the header to the bottom of the screen, and the
    // backdrop lies over the lesson beside it.
    const header = await boxOf(page.getByRole('banner'));
    const drawerBox = await boxOf(drawer);
    expect(Math.round(drawerBox.x)).toBe(0);
    expect(Math.round(drawerBox.width)).toBe(192);
    expect(Math.round(drawerBox.y)).toBe(Math.round(header.y + header.height));
    expect(Math.round(drawerBox.y + drawerBox.height)).toBe(844);
    const next = browser.getByTestId('topic-pager-top').getByRole('button', { name: /Next/ });
    const nextBox = await boxOf(next);
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-testid'),
      { x: nextBox.x + nextBox.width / 2, y: nextBox.y + nextBox.height / 2 },
    );
    expect(onTop).toBe('topic-drawer-backdrop');

    // A tap outside the drawer, right where the lesson's Next button is, closes the drawer and
    // does not press Next.
    await page.touchscreen.tap(nextBox.x + nextBox.width / 2, nextBox.y + nextBox.height / 2);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toBeHidden();
    await expect(backdrop).toHaveCSS('opacity', '0');
    await expect(title).toHaveText('Java Learning Chart');
  });
});
