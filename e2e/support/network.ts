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

/**
 * The shell's entry script, which starts the site, with the other chunks the build names
 * `index-…` (the remotes' files are not under /assets).
 */
export const SHELL_ENTRY = /\/assets\/index-[\w-]{8}\.js$/;

/**
 * Holds the shell's code until the returned function is called: the visitor has the composed
 * page and the early script alone.
 */
export function holdShellCode(page: Page): Promise<() => void> {
  return holdRequests(page, SHELL_ENTRY);
}
