import type { Page } from '@playwright/test';
import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import {
  contactEndpoint,
  fulfillJson,
  interceptPosts,
  toasts,
  uniqueEmail,
} from './shell-forms-support';
import { holdRequests, holdShellCode } from '../support/network';
import { pathTo } from '../support/routes';
import { boxOf } from './polish-support';

function contactForm(page: Page) {
  const form = page.locator('main form');
  return {
    form,
    name: form.getByLabel('Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    subject: form.getByLabel('Subject', { exact: true }),
    message: form.getByLabel('Message', { exact: true }),
    submit: form.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
}

async function fillValid(page: Page, email = uniqueEmail('contact')) {
  const fields = contactForm(page);
  await fields.name.fill('Asha Verma');
  await fields.email.fill(email);
  await fields.subject.fill('A website for our bakery');
  await fields.message.fill(
    'We need a five-page website with online orders. Can we talk this week?',
  );
  return fields;
}

/** Fills the form and sends it, the request held at the network until `release` is called. */
async function sendHeld(page: Page, answer?: Parameters<typeof holdRequests>[2]) {
  const release = await holdRequests(page, contactEndpoint, answer);
  const email = uniqueEmail('contact');
  const fields = await fillValid(page, email);
  await fields.submit.click();
  await expect(fields.submit).toHaveText('Sending...');
  return { release, fields, email };
}

/** Leaves the contact page by the header's About link. */
async function leaveForAbout(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(mainHeading(page)).toHaveText('About BrajCode Technologies');
}

async function expectFieldsKept(page: Page, email: string) {
  const fields = contactForm(page);
  await expect(fields.name).toHaveValue('Asha Verma');
  await expect(fields.email).toHaveValue(email);
  await expect(fields.subject).toHaveValue('A website for our bakery');
  await expect(fields.message).toHaveValue(/five-page website/);
}

test.describe('contact page form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(pathTo('contact'));
    await expect(mainHeading(page)).toHaveText('Contact Us');
  });

  test('shows every validation message on submit, sends nothing, and clears a message on edit', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url() === contactEndpoint && request.method() === 'POST')
        posts.push(request.url());
    });
    const fields = contactForm(page);
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
      await expect(field).toHaveAttribute('required', '');
    }
    await expect(fields.form).toHaveAttribute('novalidate', '');

    await fields.submit.click();
    await expect(fields.form.getByRole('alert')).toHaveText([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message cannot be empty',
    ]);
    await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.name).toHaveAttribute('aria-describedby', 'contact-name-error');
    await expect(fields.name).toBeFocused();

    await fields.name.fill('   ');
    await expect(fields.form.getByText('Name is required')).toHaveCount(0);
    await expect(fields.name).not.toHaveAttribute('aria-invalid', 'true');

    for (const badEmail of ['asha@example', 'asha@example.c', 'as ha@example.in']) {
      await fields.email.fill(badEmail);
      await fields.submit.click();
      await expect(fields.form.getByText('Enter a valid email address')).toBeVisible();
    }
    // A whitespace-only name is still empty.
    await expect(fields.form.getByText('Name is required')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('sends to the real API: "Sending..." while busy, then the success toast and empty fields', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // Held at the network until the busy state has been seen, then let through to the API.
    const release = await holdRequests(page, contactEndpoint);
    const fields = await fillValid(page);
    await fields.submit.click();
    await expect(fields.submit).toHaveText('Sending...');
    await expect(fields.submit).toBeDisabled();
    release();

    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Message Sent! ✅');
    await expect(toast).toContainText("Thanks for reaching out! We'll get back to you shortly.");
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
      await expect(field).toHaveValue('');
    }
    await expect(fields.submit).toHaveText('Send Message');
    await expect(fields.submit).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('text typed while the message is on its way to the real API stays after it is sent', async ({
    page,
  }) => {
    // Held at the network until the busy state has been seen, then let through to the API.
    const { release, fields } = await sendHeld(page);
    await fields.message.press('End');
    await fields.message.pressSequentially(' Also a blog.');
    release();

    await expect(toasts(page)).toContainText('Message Sent! ✅');
    await expect(fields.message).toHaveValue(
      'We need a five-page website with online orders. Can we talk this week? Also a blog.',
    );
    for (const field of [fields.name, fields.email, fields.subject]) {
      await expect(field).toHaveValue('');
    }
  });

  test('a message that fails after the visitor left the page is there again when they come back', async ({
    page,
  }) => {
    const { release, fields, email } = await sendHeld(page, (route) =>
      fulfillJson(route, 503, { detail: 'Our mail service is down. Please try again soon.' }),
    );
    await leaveForAbout(page);
    release();
    await expect(toasts(page)).toContainText('Our mail service is down. Please try again soon.');

    await page.goBack();
    await expect(mainHeading(page)).toHaveText('Contact Us');
    await expectFieldsKept(page, email);
    // Kept once: sent now, the next visit to the page starts empty.
    await page.unroute(contactEndpoint);
    await fields.submit.click();
    await expect(toasts(page)).toContainText('Message Sent! ✅');
    await leaveForAbout(page);
    await page.goBack();
    await expect(contactForm(page).name).toHaveValue('');
  });

  test('a message that fails once the visitor is back on the page fills the untouched form again', async ({
    page,
  }) => {
    const { release, email } = await sendHeld(page, (route) =>
      fulfillJson(route, 503, { detail: 'Our mail service is down. Please try again soon.' }),
    );
    await leaveForAbout(page);
    await page.goBack();
    await expect(mainHeading(page)).toHaveText('Contact Us');
    await expect(contactForm(page).name).toHaveValue('');
    release();
    await expect(toasts(page)).toContainText('Our mail service is down. Please try again soon.');
    await expectFieldsKept(page, email);
  });

  test('a message kept from a failed send is forgotten once the visitor sends a new one', async ({
    page,
  }) => {
    const { release } = await sendHeld(page, (route) =>
      fulfillJson(route, 503, { detail: 'Our mail service is down. Please try again soon.' }),
    );
    await leaveForAbout(page);
    await page.goBack();
    // Started on a new message before the first failed: that one is kept for later instead.
    const fields = contactForm(page);
    await fields.name.fill('Rohan Mehta');
    release();
    await expect(toasts(page)).toContainText('Our mail service is down. Please try again soon.');
    await expect(fields.name).toHaveValue('Rohan Mehta');

    await page.unroute(contactEndpoint);
    await fields.email.fill(uniqueEmail('contact'));
    await fields.subject.fill('An app for our clinic');
    await fields.message.fill('We need appointment booking on Android and iPhone.');
    await fields.submit.click();
    await expect(toasts(page)).toContainText('Message Sent! ✅');
    await leaveForAbout(page);
    await page.goBack();
    await expect(mainHeading(page)).toHaveText('Contact Us');
    await expect(contactForm(page).name).toHaveValue('');
    await expect(contactForm(page).message).toHaveValue('');
  });

  test('a message sent after the visitor left the page is not there when they come back', async ({
    page,
  }) => {
    const { release } = await sendHeld(page);
    await leaveForAbout(page);
    release();
    await expect(toasts(page)).toContainText('Message Sent! ✅');
    await page.goBack();
    await expect(mainHeading(page)).toHaveText('Contact Us');
    await expect(contactForm(page).message).toHaveValue('');
  });

  test('an address with the symbols a mailbox may hold is taken by the form and the real API', async ({
    page,
  }) => {
    const fields = await fillValid(page, uniqueEmail("o'brien!news"));
    const answer = page.waitForResponse(
      (response) => response.url() === contactEndpoint && response.request().method() === 'POST',
    );
    await fields.submit.click();
    expect((await answer).status()).toBe(201);
    await expect(toasts(page)).toContainText('Message Sent! ✅');
  });

  test("a message whose form check cannot be downloaded is sent unchecked, and the API's answer shown", async ({
    page,
  }) => {
    const refused: string[] = [];
    // The contact form schema's chunk, which brings zod.
    await page.route(/\/assets\/contact-message-[\w-]{8}\.js$/, (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    const fields = await fillValid(page);
    await fields.submit.click();
    const toast = toasts(page);
    await expect(toast).toContainText('Message Sent! ✅');
    await expect(fields.name).toHaveValue('');
    expect(refused.length).toBeGreaterThan(0);
  });

  test('a server error shows its message, keeps the form, and a second submit works once the API is back', async ({
    page,
  }) => {
    const consoleErrors = collectPageErrors(page);
    const stopFailing = await interceptPosts(page, contactEndpoint, (route) =>
      fulfillJson(route, 500, { message: 'Our mail server is down for maintenance.' }),
    );
    const email = uniqueEmail('contact-retry');
    const fields = await fillValid(page, email);
    await fields.submit.click();
    const toast = toasts(page);
    await expect(toast).toContainText('Submission Failed ❌');
    await expect(toast).toContainText('Our mail server is down for maintenance.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expectFieldsKept(page, email);
    expect(consoleErrors.some((text) => text.includes('Contact message could not be sent'))).toBe(
      true,
    );

    stopFailing();
    await fields.submit.click();
    await expect(toast).toContainText('Message Sent! ✅');
    await expect(fields.name).toHaveValue('');
  });

  test('a keyboard visitor keeps focus on Send Message through a failed send', async ({ page }) => {
    const email = uniqueEmail('contact-focus');
    await interceptPosts(page, contactEndpoint, (route) => fulfillJson(route, 500));
    const fields = await fillValid(page, email);
    await fields.submit.focus();
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toContainText('Submission Failed ❌');
    await expect(fields.submit).toHaveText('Send Message');
    // Not dropped to the page's body (and the visitor back to the top) while it was sending.
    await expect(fields.submit).toBeFocused();
    await expectFieldsKept(page, email);
  });

  test('an error without a message says "Submission failed"; no network says "Please try again later."', async ({
    page,
  }) => {
    const email = uniqueEmail('contact-fallback');
    const stopFailing = await interceptPosts(page, contactEndpoint, (route) =>
      fulfillJson(route, 500),
    );
    const fields = await fillValid(page, email);
    await fields.submit.click();
    const toast = toasts(page);
    await expect(toast).toContainText('Submission Failed ❌');
    await expect(toast).toContainText('Submission failed');
    await expectFieldsKept(page, email);
    stopFailing();

    const stopAborting = await interceptPosts(page, contactEndpoint, (route) =>
      route.abort('connectionrefused'),
    );
    await fields.submit.click();
    await expect(toast).toContainText('Please try again later.');
    await expectFieldsKept(page, email);
    stopAborting();

    await fields.submit.click();
    await expect(toast).toContainText('Message Sent! ✅');
  });

  test('an API that never answers: after 15 s "Please try again later.", everything kept, then a retry sends', async ({
    page,
  }) => {
    // The page's clock, so the 15 s wait is stepped over rather than sat through.
    await page.clock.install();
    await page.reload();
    await expect(mainHeading(page)).toHaveText('Contact Us');
    const email = uniqueEmail('contact-timeout');
    const stopHanging = await interceptPosts(page, contactEndpoint, async () => {
      // Never answers.
    });
    const fields = await fillValid(page, email);
    await fields.submit.click();
    await expect(fields.submit).toHaveText('Sending...');
    await page.clock.fastForward(14_000);
    await expect(fields.submit).toHaveText('Sending...');
    await page.clock.fastForward(1_000);
    const toast = toasts(page);
    await expect(toast).toContainText('Submission Failed ❌');
    await expect(toast).toContainText('Please try again later.');
    await expectFieldsKept(page, email);
    stopHanging();

    await fields.submit.click();
    await expect(toast).toContainText('Message Sent! ✅');
  });

  test("the real API's field error is shown when the server refuses the message", async ({
    page,
  }) => {
    const fields = await fillValid(page);
    // The field stops at the API's limit; a longer name (from a page whose limit was removed)
    // is refused by the API, and its message is what the visitor reads.
    await expect(fields.name).toHaveAttribute('maxlength', '100');
    await fields.name.evaluate((input) => input.removeAttribute('maxlength'));
    await fields.name.fill('A'.repeat(101));
    await fields.submit.click();
    await expect(toasts(page)).toContainText('Submission Failed ❌');
    await expect(toasts(page)).toContainText('Ensure this field has no more than 100 characters.');
    await expect(fields.name).toHaveValue('A'.repeat(101));
  });

  test('toasts: a second toast replaces the first, and F8 focuses the toast region', async ({
    page,
  }) => {
    let failures = 0;
    await interceptPosts(page, contactEndpoint, (route) => {
      failures += 1;
      return fulfillJson(route, 500, { message: `Failure number ${failures}` });
    });
    const fields = await fillValid(page);
    await fields.submit.click();
    await expect(toasts(page)).toContainText('Failure number 1');
    await fields.submit.click();
    await expect(toasts(page)).toContainText('Failure number 2');
    await expect(toasts(page)).toHaveCount(1);

    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
  });
});

test('the contact page shows the details, both offices, the map fallback, the FAQ and business data', async ({
  page,
}) => {
  await page.goto(pathTo('contact'));
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'hello@brajcode.in' })).toHaveAttribute(
    'href',
    'mailto:hello@brajcode.in',
  );
  await expect(main.getByRole('link', { name: '+91 98370 41265' })).toHaveAttribute(
    'href',
    'tel:+919837041265',
  );
  await expect(main.getByText('Mon-Fri 9am to 6pm')).toBeVisible();
  await expect(main.getByText(/We reply within 24 hours/)).toBeVisible();
  await expect(main.locator('address')).toHaveText([
    /Agra:.*Sanjay Place.*282002/,
    /Bangalore:.*Koramangala.*560034/,
  ]);

  // No map embed is configured in the e2e site, so our own drawing of the map and the link show.
  await expect(main.getByRole('img', { name: /^Map: BrajCode Technologies/ })).toBeVisible();
  const mapLink = main.getByRole('link', { name: 'Open in Google Maps' });
  await expect(mapLink).toHaveAttribute('target', '_blank');
  await expect(mapLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(mapLink).toHaveAttribute('href', /^https:\/\/maps\.google\.com\//);

  await expect(main.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  const structuredData = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']),
    );
  expect(structuredData).toEqual(expect.arrayContaining(['LocalBusiness', 'FAQPage']));
  await expect(page).toHaveTitle(/Contact Us/);
});

test('"Enroll Now" on a code class opens the contact form with the course in the subject', async ({
  page,
}) => {
  await page.goto(pathTo('education'));
  await page.getByRole('tab', { name: 'Code Classes' }).click();
  await page.getByRole('button', { name: 'Enroll Now: Python Programming' }).click();
  await expect(page).toHaveURL(pathTo('contact'));
  await expect(contactForm(page).subject).toHaveValue('Enrollment enquiry: Python Programming');
  await expect(contactForm(page).name).toHaveValue('');
});

test('a plan id in ?plan= pre-fills the subject with the plan and its price; an unknown id does not', async ({
  page,
}) => {
  await page.goto(`${pathTo('contact')}?plan=web-cms`);
  await expect(contactForm(page).subject).toHaveValue(/^Enquiry about the .+ plan \(₹9,999\+\)$/);

  await page.goto(`${pathTo('contact')}?plan=no-such-plan`);
  await expect(mainHeading(page)).toHaveText('Contact Us');
  // Give the catalogue time to arrive before checking that nothing was filled in.
  await page.waitForLoadState('networkidle');
  await expect(contactForm(page).subject).toHaveValue('');
});

test('with the network gone before the first interaction, a failed send still shows its message', async ({
  page,
  context,
}) => {
  await page.goto(pathTo('contact'));
  // The page has loaded; then the phone loses its signal, before the visitor touches anything
  // (the toast region's code comes with the first interaction, so it can no longer arrive).
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const email = uniqueEmail('contact-offline');
  const fields = await fillValid(page, email);
  await fields.submit.click();
  const message = page.getByRole('status').filter({ hasText: 'Submission Failed ❌' });
  await expect(message).toContainText('Please try again later.');
  await expectFieldsKept(page, email);
  await message.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(message).toHaveCount(0);
});

test.describe('before the site has started', () => {
  test('a message sent from the composed page is sent once the form is live, with what was typed', async ({
    page,
  }) => {
    // Hold the shell's code so the visitor works on the composed HTML alone.
    const startShell = await holdShellCode(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact/')) {
        sent.push(request.postData() ?? '');
      }
    });
    await page.goto(pathTo('contact'), { waitUntil: 'commit' });
    const fields = await fillValid(page);
    await fields.submit.click();
    // No reload with the fields in the address: the page and the text stay.
    await expect(page).toHaveURL(pathTo('contact'));
    await expect(fields.message).toHaveValue(/five-page website/);

    startShell();
    await expect(toasts(page)).toContainText('Message Sent! ✅');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({ name: 'Asha Verma' });
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a failed send brings the first invalid field into view with its label below the header', async ({
    page,
  }) => {
    await page.goto(pathTo('contact'));
    const fields = contactForm(page);
    // Read on until the Name field's top edge is under the fixed header, Send in view.
    await fields.name.evaluate((field) =>
      window.scrollBy(0, field.getBoundingClientRect().top - 40),
    );
    await fields.submit.tap();
    await expect(fields.name).toBeFocused();
    const header = await boxOf(page.getByRole('banner'));
    const label = await boxOf(fields.form.locator('label', { hasText: /^Name/ }));
    expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});
