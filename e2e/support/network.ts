import type { Page, Route } from '@playwright/test';

/**
 * Holds requests matching `url` at the network until the returned function is called, then
 * answers them with `answer` (by default, lets them through to the server).
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}
