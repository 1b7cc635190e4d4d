import { expect, test } from '../support/fixtures';

const firstSegment = 'fast, SEO-ready websites';
const secondSegment = 'Android and iOS apps';
const fullTagline =
  'We build fast, SEO-ready websites, Android and iOS apps, AI-powered chatbots and secure cloud setups.';

test('the typing tagline gives screen readers its full text and types the next segment', async ({
  page,
}) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/');
  const tagline = page.getByTestId('hero-tagline');
  const typed = tagline.getByTestId('typed-text');
  await expect(tagline.locator('.sr-only')).toHaveText(fullTagline);
  await expect(tagline.locator('[aria-hidden="true"]')).toContainText('We build');
  await expect(typed).toHaveText(firstSegment);

  // The pause holds the first segment for 1.5 s.
  await page.clock.runFor(1_400);
  await expect(typed).toHaveText(firstSegment);

  // Then the segment is deleted and the next one typed (exact timings are unit-tested).
  const typedAfterAdvancing = async () => {
    await page.clock.runFor(200);
    return (await typed.textContent()) ?? '';
  };
  const pollOptions = { timeout: 20_000, intervals: [0] };
  await expect
    .poll(async () => {
      const text = await typedAfterAdvancing();
      return text.length < firstSegment.length && firstSegment.startsWith(text);
    }, pollOptions)
    .toBe(true);
  await expect
    .poll(async () => {
      const text = await typedAfterAdvancing();
      return text.length > 0 && secondSegment.startsWith(text);
    }, pollOptions)
    .toBe(true);
  await expect(tagline.locator('.sr-only')).toHaveText(fullTagline);
});

test('stat tiles count up, the later tiles taking longer, and land on the spec figures', async ({
  page,
}) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/');
  const values = page.getByTestId('hero-stats').getByTestId('stat-value');
  // The screen-reader copy never counts: it is the final figure from the start.
  await expect(page.getByTestId('hero-stats').locator('dd .sr-only')).toHaveText([
    '10+',
    '8+',
    '4.9/5',
    '24/7',
  ]);
  await expect(values).toHaveText(['0+', '0+', '0.0/5', '0/7']);

  await page.clock.runFor(2_100);
  await expect(values.nth(0)).toHaveText('10+');
  await expect(values.nth(3)).not.toHaveText('24/7');

  await page.clock.runFor(6_000);
  await expect(values).toHaveText(['10+', '8+', '4.9/5', '24/7']);
});

test('from the first paint, a stat tile shows only rising figures: it never drops back to 0', async ({
  page,
}) => {
  // Every frame from the start of the page, the figure the first tile shows, if it shows one.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownFigures: string[] }).shownFigures = shown;
    const sample = () => {
      const digits = document.querySelector('[data-testid="stat-value"]');
      if (digits && getComputedStyle(digits).visibility === 'visible') {
        const text = digits.textContent ?? '';
        if (shown.at(-1) !== text) shown.push(text);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/');
  const first = page.getByTestId('hero-stats').getByTestId('stat-value').first();
  await expect(first).toHaveText('10+');
  // The crawler's copy of the figure is in the HTML from the start.
  await expect(page.getByTestId('hero-stats').locator('dd .sr-only').first()).toHaveText('10+');
  const shown = await page.evaluate(
    () => (window as unknown as { shownFigures: string[] }).shownFigures,
  );
  const figures = shown.map((text) => Number.parseInt(text, 10));
  expect(figures.length).toBeGreaterThan(1);
  expect(figures[0]).toBe(0);
  expect(figures).toEqual([...figures].sort((a, b) => a - b));
  expect(figures.at(-1)).toBe(10);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the tagline is static, stats are final at once and nothing turns or scrolls', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero-tagline')).toHaveText(fullTagline);
    await expect(page.getByTestId('typed-text')).toHaveCount(0);
    await expect(page.getByTestId('hero-stats').getByTestId('stat-value')).toHaveText([
      '10+',
      '8+',
      '4.9/5',
      '24/7',
    ]);
    await expect(page.getByTestId('capability-orbit')).toHaveCSS('animation-name', 'none');

    const ticker = page.getByRole('region', { name: 'Announcements' });
    await expect(ticker.getByRole('listitem')).toHaveCount(5);
    await expect(ticker.locator('ul[aria-hidden="true"]')).toHaveCount(0);
    await expect(ticker.locator('ul')).toHaveCSS('animation-name', 'none');
    await expect(ticker.locator('ul')).toHaveCSS('flex-wrap', 'wrap');
  });
});

test('the ticker scrolls a duplicated, aria-hidden copy and can be paused', async ({ page }) => {
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Announcements' });
  const track = ticker.getByTestId('marquee-viewport').locator('div').first();
  await expect(track).toHaveCSS('animation-name', 'marquee');
  await expect(ticker.locator('ul[aria-hidden="true"]').first()).toBeAttached();
  await expect(ticker.getByRole('listitem')).toHaveCount(5);
  await ticker.getByRole('button', { name: 'Pause announcements' }).click();
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await ticker.getByRole('button', { name: 'Play announcements' }).click();
  await page.mouse.move(0, 400);
  await expect(track).toHaveCSS('animation-play-state', 'running');
  await expect(page.getByTestId('capability-orbit')).toHaveCSS('animation-name', 'spin');
});
