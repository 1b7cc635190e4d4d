import type { Page, Route } from '@playwright/test';
import { e2eOrigins } from '../support/e2e-env';

/** The API endpoints the shell's forms call. */
export const contactEndpoint = `${e2eOrigins.api}/api/contact/`;
export const subscribeEndpoint = `${e2eOrigins.api}/api/subscribe/`;

/** An address no earlier test has used, so the real API accepts it. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
}

/**
 * A stand-in API answer. It carries CORS headers like the real API, so the browser lets the page
 * read the body (otherwise every stubbed error would look like a network failure).
 */
export function fulfillJson(route: Route, status: number, body?: unknown) {
  return route.fulfill({
    status,
    headers: {
      'access-control-allow-origin': e2eOrigins.shell,
      'content-type': 'application/json',
    },
    body: body === undefined ? '' : JSON.stringify(body),
  });
}

/**
 * Routes POSTs to `url` through `answer` until the returned function is called; preflights and
 * every request after that go to the real API.
 */
export async function interceptPosts(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void>,
): Promise<() => void> {
  let active = true;
  await page.route(url, (route) =>
    active && route.request().method() === 'POST' ? answer(route) : route.continue(),
  );
  return () => {
    active = false;
  };
}

/** The visible toasts (the toast region holds at most one). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).locator('li');
}

/**
 * Opens the enquiry widget with "Let's Talk" from the keyboard (the button bounces, so a pointer
 * would chase it); returns its panel.
 */
export async function openEnquiryWidget(page: Page) {
  await page.getByRole('button', { name: "Let's Talk" }).focus();
  await page.keyboard.press('Enter');
  return page.getByRole('region', { name: 'Ask Your Query' });
}
