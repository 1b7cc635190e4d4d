import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { SHELL_ENTRY, holdShellCode } from '../support/network';
import { pathTo } from '../support/routes';

const firstSegment = 'fast, SEO-ready websites';
const secondSegment = 'Android and iOS apps';
const fullTagline =
  'We build fast, SEO-ready websites, Android and iOS apps, AI-powered chatbots and secure cloud setups.';

test('the typing tagline gives screen readers its full text and types the next segment', async ({
  page,
}) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(pathTo('home'));
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

/**
 * The figure each stat tile shows. The counting digits are drawn by CSS (counters fed by the
 * animated --stat-shown, app.css), so the figure is read from the values the drawing uses.
 */
function shownFigures(page: Page): Promise<string[]> {
  return page.getByTestId('hero-stats').getByTestId('stat-value').evaluateAll(readFigures);
}

function readFigures(elements: Element[]): string[] {
  return elements.map((element) => {
    const style = getComputedStyle(element);
    const shown = Number(style.getPropertyValue('--stat-shown'));
    const scale = Number(style.getPropertyValue('--stat-scale'));
    const suffix = JSON.parse(style.getPropertyValue('--stat-suffix')) as string;
    const whole = Math.floor(shown / scale);
    return scale > 1 ? `${whole}.${shown % scale}${suffix}` : `${whole}${suffix}`;
  });
}

/** Puts every stat tile's count-up at `ms` from its start and holds it there. */
async function holdCountUpsAt(page: Page, ms: number) {
  await page
    .getByTestId('hero-stats')
    .getByTestId('stat-value')
    .evaluateAll((elements, at) => {
      for (const animation of elements.flatMap((element) => element.getAnimations())) {
        animation.pause();
        animation.currentTime = at;
      }
    }, ms);
}

test('stat tiles count up, the later tiles taking longer, and land on the spec figures', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  // The screen-reader copy never counts: it is the final figure from the start.
  await expect(page.getByTestId('hero-stats').locator('dd .sr-only')).toHaveText([
    '10+',
    '8+',
    '4.9/5',
    '24/7',
  ]);
  const durations = await page
    .getByTestId('hero-stats')
    .getByTestId('stat-value')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAnimations()[0]?.effect?.getTiming().duration),
    );
  expect(durations).toEqual([2000, 4000, 6000, 8000]);

  await holdCountUpsAt(page, 0);
  expect(await shownFigures(page)).toEqual(['0+', '0+', '0.0/5', '0/7']);
  await holdCountUpsAt(page, 2_100);
  const atTwoSeconds = await shownFigures(page);
  expect(atTwoSeconds[0]).toBe('10+');
  expect(atTwoSeconds[3]).not.toBe('24/7');
  await holdCountUpsAt(page, 8_100);
  expect(await shownFigures(page)).toEqual(['10+', '8+', '4.9/5', '24/7']);
});

/** Whether each stat tile's count-up is running or held. */
function countUpStates(page: Page): Promise<(string | undefined)[]> {
  return page
    .getByTestId('hero-stats')
    .getByTestId('stat-value')
    .evaluateAll((elements) => elements.map((element) => element.getAnimations()[0]?.playState));
}

test("the stat tiles wait at zero while the page's code starts, then count up", async ({
  page,
}) => {
  const startShell = await holdShellCode(page);
  await page.goto(pathTo('home'), { waitUntil: 'commit' });
  await expect.poll(() => countUpStates(page)).toEqual(['paused', 'paused', 'paused', 'paused']);
  expect(await shownFigures(page)).toEqual(['0+', '0+', '0.0/5', '0/7']);
  startShell();
  await expect
    .poll(() => shownFigures(page), { timeout: 15_000 })
    .toEqual(['10+', '8+', '4.9/5', '24/7']);
});

test("the stat tiles count up even when the page's code never arrives", async ({ page }) => {
  await page.route(SHELL_ENTRY, (route) => route.abort());
  await page.goto(pathTo('home'), { waitUntil: 'commit' });
  await expect(page.getByTestId('hero-stats').getByTestId('stat-value')).toHaveCount(4);
  // Held for the start-up's 5 s at most, then 2 to 8 s of counting.
  await expect
    .poll(() => shownFigures(page), { timeout: 20_000 })
    .toEqual(['10+', '8+', '4.9/5', '24/7']);
});

test('from the first paint, the stat tiles only rise: hydration never drops them back to 0', async ({
  page,
}) => {
  // Every frame from the start of the page, the figures the tiles show.
  await page.addInitScript(() => {
    const frames: number[][] = [];
    (window as unknown as { statFrames: number[][] }).statFrames = frames;
    const sample = () => {
      const tiles = Array.from(document.querySelectorAll('[data-testid="stat-value"]'));
      // While the HTML still streams in, a frame can paint the first tiles before the rest.
      if (tiles.length === 4) {
        frames.push(
          tiles.map((tile) => Number(getComputedStyle(tile).getPropertyValue('--stat-shown'))),
        );
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto(pathTo('home'));
  // The last tile counts for 8 s: long after the page's code has arrived and hydrated.
  await expect
    .poll(() => shownFigures(page), { timeout: 15_000 })
    .toEqual(['10+', '8+', '4.9/5', '24/7']);
  const frames = await page.evaluate(
    () => (window as unknown as { statFrames: number[][] }).statFrames,
  );
  expect(frames[0]).toEqual([0, 0, 0, 0]);
  for (let tile = 0; tile < 4; tile += 1) {
    const figures = frames.map((frame) => frame[tile]!);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
  }
  expect(frames.at(-1)).toEqual([10, 8, 49, 24]);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the tagline is static, stats are final at once and nothing turns or scrolls', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    await expect(page.getByTestId('hero-tagline')).toHaveText(fullTagline);
    await expect(page.getByTestId('typed-text')).toHaveCount(0);
    expect(await shownFigures(page)).toEqual(['10+', '8+', '4.9/5', '24/7']);
    await expect(page.getByTestId('capability-orbit')).toHaveCSS('animation-name', 'none');

    const ticker = page.getByRole('region', { name: 'Announcements' });
    await expect(ticker.getByRole('listitem')).toHaveCount(5);
    await expect(ticker.locator('ul[aria-hidden="true"]')).toHaveCount(0);
    await expect(ticker.locator('ul')).toHaveCSS('animation-name', 'none');
    await expect(ticker.locator('ul')).toHaveCSS('flex-wrap', 'wrap');
  });
});

test('the ticker scrolls a duplicated, aria-hidden copy and can be paused', async ({ page }) => {
  await page.goto(pathTo('home'));
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
