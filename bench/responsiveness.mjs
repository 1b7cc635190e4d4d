// Responsiveness: how long after a press on a running page the browser paints the next frame
// (the Event Timing API's duration, what INP is made of), with the CPU 4x slower as on a
// mid-range phone. The page loads and settles unthrottled first: this is about presses made
// once the page is live, not before (the early-interactions suite covers those).
import { chromium } from '@playwright/test';
import { pathTo } from '../shared/src/contracts/routes.ts';
import { MOBILE_THROTTLING } from './controls-live.mjs';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The presses measured: what the visitor does, where, on which screen. */
const presses = [
  {
    name: 'mode switch',
    path: pathTo('home'),
    screen: DESKTOP,
    press: (page) => page.getByTestId('mode-switch').click(),
  },
  {
    name: 'phone menu opens',
    path: pathTo('home'),
    screen: PHONE,
    press: (page) => page.getByTestId('mobile-menu-button').click(),
  },
  {
    name: 'mode switch in the phone menu',
    path: pathTo('home'),
    screen: PHONE,
    before: (page) => page.getByTestId('mobile-menu-button').click(),
    press: (page) => page.getByTestId('mode-switch-mobile').click(),
  },
  {
    name: 'pricing tab',
    path: pathTo('pricing'),
    screen: PHONE,
    press: (page) => page.getByRole('tab', { name: 'E-commerce' }).click(),
  },
  {
    name: 'Code Classes tab',
    path: pathTo('education'),
    screen: PHONE,
    press: (page) => page.getByRole('tab', { name: 'Code Classes' }).click(),
  },
  {
    name: 'tutorial Next',
    path: pathTo('coding'),
    screen: PHONE,
    press: (page) => page.getByRole('button', { name: /^Next/ }).first().click(),
  },
  {
    name: 'careers opening',
    path: pathTo('careers'),
    screen: PHONE,
    press: (page) => page.getByRole('button', { name: /^Full-Stack Developer/ }).click(),
  },
  {
    name: 'key typed in a form',
    path: pathTo('contact'),
    screen: PHONE,
    before: (page) => page.getByRole('main').getByRole('textbox').first().click(),
    press: (page) => page.keyboard.type('A'),
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One press on a settled page: the longest time from an event of it to the next paint. */
async function pressOnce(browser, origin, { path, screen, before, press }) {
  const context = await browser.newContext(screen);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.evaluate(() => window.siteEarlyInput.whenSettled());
    // The pointer's first move counts as the visitor's first interaction, after which the shell
    // loads what the first view did not need (menus, animations): done before, not during, the
    // press timed. So is what a preparation (opening the menu) sets off.
    await page.mouse.move(2, 400);
    if (before) await before(page);
    await page.waitForTimeout(2000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
    await page.evaluate(() => {
      window.benchPressDurations = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) window.benchPressDurations.push(entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    await press(page);
    // Event Timing reports an event once its next frame has been presented.
    await page.waitForTimeout(1500);
    const durations = await page.evaluate(() => window.benchPressDurations);
    // Under 16 ms the browser reports nothing: the frame came at once.
    return durations.length > 0 ? Math.max(...durations) : 16;
  } finally {
    await context.close();
  }
}

/** Each press `runs` times on a fresh page; the median press-to-paint time of each. */
export async function measureResponsiveness(origin, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const rows = [];
    for (const press of presses) {
      const times = [];
      for (let run = 0; run < runs; run += 1) times.push(await pressOnce(browser, origin, press));
      rows.push({
        press: press.name,
        address: press.path,
        pressToPaintMs: Math.round(median(times)),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
