// "Controls live after first contentful paint": how long after the first paint every part of a
// page that is not held until wanted has gone live (shared/src/early-input: each part records
// when in window.siteEarlyInput.liveAt). Measured in Debian's chromium with the throttling of
// Lighthouse's mobile preset applied for real: CPU 4x slower, 150 ms round trips, 1.6 Mbps down.
// The same visits report the largest contentful paint the browser saw, beside Lighthouse's
// estimate of it.
import { chromium } from '@playwright/test';

export const MOBILE_THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One visit: the first paint and the moment the last part went live, from the page's clock. */
async function visit(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_THROTTLING.latencyMs,
      downloadThroughput: MOBILE_THROTTLING.downloadBitsPerSecond / 8,
      uploadThroughput: MOBILE_THROTTLING.uploadBitsPerSecond / 8,
    });
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(async () => {
      const input = window.siteEarlyInput;
      if (!input) throw new Error('the page has no early script');
      await input.whenSettled();
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      // LCP entries are read through an observer only; buffered, it hands over the earlier ones
      // at once. A page without one (nothing painted) reports NaN rather than waiting for ever.
      const lcp = await new Promise((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN);
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(Number.NaN);
        }, 1000);
      });
      // Parts held until wanted, and the parts inside them, go live when the visitor gets there.
      const waiting = document.querySelectorAll(
        '[data-part]:not([data-live]):not([data-held]):not([data-held]:not([data-live]) *)',
      );
      const live = Object.values(input.liveAt);
      return {
        fcpMs: fcp ?? Number.NaN,
        lcpMs: lcp,
        lastLiveMs: live.length > 0 ? Math.max(...live) : Number.NaN,
        partsLive: live.length,
        partsNotLive: waiting.length,
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * `runs` visits of `url` in a fresh, throttled context each; the median first and largest
 * contentful paints, and the median gap between the first paint and the last part going live.
 * A page with a part that never went live, or a visit without a largest paint, reports NaN.
 */
export async function measureControlsLive(url, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const visits = [];
    for (let run = 0; run < runs; run += 1) visits.push(await visit(browser, url));
    const gaps = visits.map((one) =>
      one.partsNotLive > 0 ? Number.NaN : one.lastLiveMs - one.fcpMs,
    );
    return {
      fcpMs: Math.round(median(visits.map((one) => one.fcpMs))),
      lcpMs: visits.some((one) => Number.isNaN(one.lcpMs))
        ? Number.NaN
        : Math.round(median(visits.map((one) => one.lcpMs))),
      liveAfterFcpMs: gaps.some(Number.isNaN) ? Number.NaN : Math.round(median(gaps)),
      partsLive: Math.max(...visits.map((one) => one.partsLive)),
    };
  } finally {
    await browser.close();
  }
}
