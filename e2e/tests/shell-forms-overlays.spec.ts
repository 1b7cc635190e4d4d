import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from '../support/fixtures';
import {
  contactEndpoint,
  fulfillJson,
  interceptPosts,
  openEnquiryWidget,
  toasts,
  uniqueEmail,
} from './shell-forms-support';
import { pathTo } from '../support/routes';

const POPUP_DELAY_MS = 5000;

function popup(page: Page) {
  return page.getByRole('dialog', { name: 'Send a Message' });
}

async function readClosedFlag(page: Page) {
  return page.evaluate(() => window.sessionStorage.getItem('contact-popup-closed'));
}

test.describe('contact popup', () => {
  test.use({ keepPopup: true });

  test.beforeEach(async ({ page }) => {
    // Time stands still from the first script on, so only fastForward moves the popup's timer,
    // however long the page takes to load.
    const start = new Date('2026-01-05T09:00:00+05:30');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto(pathTo('home'));
    await expect(mainHeading(page)).toBeVisible();
  });

  test('opens 5 s after load, not before; Escape closes it, returns focus and it stays closed after a reload', async ({
    page,
  }) => {
    const homeLink = page.getByRole('banner').getByRole('link', { name: 'BrajCode Home' });
    await homeLink.focus();
    await page.clock.fastForward(POPUP_DELAY_MS - 500);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.fastForward(500);
    await expect(popup(page)).toBeVisible();
    // Let time flow again: the dialog restores focus from a zero-delay timer when it closes.
    await page.clock.resume();
    // Focus is on the dialog itself, not on a field (no keyboard pops up on a phone).
    await expect(popup(page)).toBeFocused();
    await expect(popup(page).getByLabel('Subject (optional)')).not.toHaveAttribute('required', '');
    const message = popup(page).getByLabel('Message');
    expect(await message.evaluate((element) => getComputedStyle(element).minHeight)).toBe('150px');

    // Focus stays inside the dialog while tabbing.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await popup(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(homeLink).toBeFocused();
    expect(await readClosedFlag(page)).toBe('true');

    await page.reload();
    await expect(mainHeading(page)).toBeVisible();
    await page.clock.fastForward(POPUP_DELAY_MS * 2);
    await expect(popup(page)).toHaveCount(0);
  });

  test('waits while the visitor is typing, and opens at their first pause with the text kept', async ({
    page,
  }) => {
    const headerSearch = page.locator('#header-search-desktop');
    await headerSearch.click();
    await page.keyboard.type('web dev');
    // Due now, while the visitor is still typing, a key every 450 ms: it waits, and every key
    // lands in the field.
    await page.clock.fastForward(POPUP_DELAY_MS);
    for (const key of 'elopment course') {
      await page.keyboard.type(key);
      await page.clock.fastForward(450);
    }
    await expect(headerSearch).toHaveValue('web development course');
    await expect(headerSearch).toBeFocused();
    await expect(popup(page)).toHaveCount(0);

    // The visitor leaves the field: 1.5 s later, with nothing pressed, it opens.
    await mainHeading(page).click();
    await page.clock.fastForward(1000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.fastForward(500);
    await expect(popup(page)).toBeVisible();
    await expect(headerSearch).toHaveValue('web development course');
  });

  test('a press under way when it is due is not taken: the click lands, then it opens', async ({
    page,
  }) => {
    const modeSwitch = page.getByTestId('mode-switch');
    const box = (await modeSwitch.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.fastForward(POPUP_DELAY_MS - 200);
    await page.mouse.down();
    await page.clock.fastForward(500);
    // The visitor holds the press a moment: long enough for the popup's code to arrive.
    await page.waitForLoadState('networkidle');
    await page.mouse.up();
    await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(popup(page)).toHaveCount(0);
    await page.clock.fastForward(1500);
    await expect(popup(page)).toBeVisible();
  });

  test('waits while a form the visitor sent awaits its answer, then opens', async ({ page }) => {
    await page.goto(pathTo('contact'));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await interceptPosts(page, contactEndpoint, async (route) => {
      await answered;
      await route.continue();
    });
    const form = page.locator('main form');
    await form.getByLabel('Name', { exact: true }).fill('Asha Verma');
    await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('popup-wait'));
    await form.getByLabel('Subject', { exact: true }).fill('A website for our bakery');
    await form.getByLabel('Message', { exact: true }).fill('Five pages and online orders, please.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();

    // Due long since, but the visitor is waiting for the answer: it does not cover the form.
    await page.clock.fastForward(POPUP_DELAY_MS + 3000);
    await expect(popup(page)).toHaveCount(0);
    answer();
    await expect(toasts(page)).toContainText('Message Sent! ✅');
    // The visitor's pause counts from the answer.
    await page.clock.fastForward(1000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.fastForward(700);
    await expect(popup(page)).toBeVisible();
  });

  test('closed while its message is sending, it comes back with the message when the send fails', async ({
    page,
  }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await interceptPosts(page, contactEndpoint, async (route) => {
      await answered;
      await fulfillJson(route, 500, { detail: 'The database is unavailable.' });
    });
    await page.clock.fastForward(POPUP_DELAY_MS);
    const dialog = popup(page);
    const typed = {
      'Full Name': 'Rohit Sharma',
      Email: 'rohit@example.in',
      'Subject (optional)': 'Weekend batches',
      Message: 'Do you run weekend batches for the Python class?',
    };
    for (const [label, value] of Object.entries(typed)) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the message form' }).click();
    await expect(dialog).toHaveCount(0);

    answer();
    await expect(toasts(page)).toContainText('Submission Failed ❌');
    await expect(dialog).toBeVisible();
    for (const [label, value] of Object.entries(typed)) {
      await expect(dialog.getByLabel(label, { exact: true })).toHaveValue(value);
    }
  });

  test('after a failed send, one Escape closes the popup, its notice showing', async ({ page }) => {
    await interceptPosts(page, contactEndpoint, (route) =>
      fulfillJson(route, 500, { detail: 'The database is unavailable.' }),
    );
    await page.clock.fastForward(POPUP_DELAY_MS);
    const dialog = popup(page);
    await dialog.getByLabel('Full Name', { exact: true }).fill('Rohit Sharma');
    await dialog.getByLabel('Email', { exact: true }).fill('rohit@example.in');
    await dialog.getByLabel('Message', { exact: true }).fill('Do you run weekend batches?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page)).toContainText('Submission Failed ❌');
    await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the x records the close for the session', async ({ page }) => {
    await page.clock.fastForward(POPUP_DELAY_MS);
    await popup(page).getByRole('button', { name: 'Close the message form' }).click();
    await expect(popup(page)).toHaveCount(0);
    expect(await readClosedFlag(page)).toBe('true');
  });

  test('validates without requiring a subject, then sends, closes and stays closed', async ({
    page,
  }) => {
    await page.clock.fastForward(POPUP_DELAY_MS);
    const dialog = popup(page);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('alert')).toHaveText([
      'Name is required',
      'Email is required',
      'Message cannot be empty',
    ]);
    await dialog.getByLabel('Full Name').fill('Rohit Sharma');
    await dialog.getByLabel('Email').fill(uniqueEmail('popup'));
    await dialog.getByLabel('Message').fill('Do you run weekend batches for the Python class?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page)).toContainText('Message Sent! ✅');
    await expect(dialog).toHaveCount(0);
    expect(await readClosedFlag(page)).toBe('true');
  });
});

test.describe('enquiry widget', () => {
  test('"Let\'s Talk" opens "Ask Your Query"; the subject is required; "Start Chat" sends; x collapses', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    const letsTalk = page.getByRole('button', { name: "Let's Talk" });
    await expect(letsTalk).toHaveClass(/animate-bounce-soft/);
    // The bounce never settles, so open it from the keyboard rather than with a pointer.
    await letsTalk.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Ask Your Query' });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Full Name')).toBeFocused();
    expect(
      await panel.getByLabel('Message').evaluate((element) => getComputedStyle(element).minHeight),
    ).toBe('100px');

    await panel.getByRole('button', { name: 'Start Chat' }).click();
    await expect(panel.getByRole('alert')).toHaveText([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message cannot be empty',
    ]);
    await panel.getByLabel('Full Name').fill('Neha Gupta');
    await panel.getByLabel('Email').fill(uniqueEmail('widget'));
    await panel.getByLabel('Subject').fill('SEO for my clinic');
    await panel
      .getByLabel('Message')
      .fill('How soon would local SEO show results for a clinic in Agra?');
    await panel.getByRole('button', { name: 'Start Chat' }).click();
    await expect(toasts(page)).toContainText('Message Sent! ✅');
    await expect(panel.getByLabel('Full Name')).toHaveValue('');

    await panel.getByRole('button', { name: 'Close the enquiry form' }).click();
    await expect(panel).toHaveCount(0);
    await expect(letsTalk).toBeFocused();
  });

  test('closed with its x, the panel keeps what was typed for when it opens again', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    const panel = await openEnquiryWidget(page);
    await panel.getByLabel('Full Name').fill('Neha Gupta');
    await panel.getByLabel('Message').fill('Do you build booking pages for clinics?');
    await panel.getByRole('button', { name: 'Close the enquiry form' }).click();
    await expect(panel).toHaveCount(0);

    await openEnquiryWidget(page);
    await expect(panel.getByLabel('Full Name')).toHaveValue('Neha Gupta');
    await expect(panel.getByLabel('Message')).toHaveValue(
      'Do you build booking pages for clinics?',
    );
  });

  test('the bounce stops under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(pathTo('home'));
    const letsTalk = page.getByRole('button', { name: "Let's Talk" });
    expect(await letsTalk.evaluate((element) => getComputedStyle(element).animationName)).toBe(
      'none',
    );
  });
});

test.describe('quick-action menu', () => {
  test('toggles scroll-to-top, scroll-to-bottom and the chat link', async ({ page }) => {
    await page.goto(pathTo('home'));
    await expect(mainHeading(page)).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Quick actions' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Scroll to bottom' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await chat.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toMatch(/interested in your services/);

    await page.getByRole('button', { name: 'Scroll to bottom' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(chat).toBeHidden();
  });

  test('Escape from inside the menu closes it and returns focus to its button', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    const toggle = page.getByRole('button', { name: 'Quick actions' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open enquiry panel and the open quick-action menu do not overlap', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(pathTo('home'));
    await page.getByRole('button', { name: 'Quick actions' }).click();
    await page.getByRole('button', { name: "Let's Talk" }).click();
    const panel = await page.getByRole('region', { name: 'Ask Your Query' }).boundingBox();
    const menu = await page.locator('#quick-actions-list').locator('..').boundingBox();
    expect(panel).not.toBeNull();
    expect(menu).not.toBeNull();
    if (!panel || !menu) return;
    expect(menu.x + menu.width).toBeLessThanOrEqual(panel.x);
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
  });
});
