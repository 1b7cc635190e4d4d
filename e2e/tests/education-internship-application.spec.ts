import type { Page } from '@playwright/test';
import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { holdRequests } from '../support/network';
import { openPage } from './education-support';
import { pathTo } from '../support/routes';

const application = {
  'Full Name': 'Aarav Gupta',
  Email: 'aarav.gupta@example.com',
  Phone: '+91 98765 43210',
  'LinkedIn Profile': 'https://www.linkedin.com/in/aarav-gupta',
  'Why do you want to intern at BrajCode Technologies?':
    'I have built two React projects in college and want to ship code for real clients with a mentor.',
};

async function fillApplication(page: Page) {
  for (const [label, value] of Object.entries(application)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

async function expectFormKept(page: Page) {
  for (const [label, value] of Object.entries(application)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('the form has every required field, with the right types', async ({ page }) => {
  await openPage(page, pathTo('applyInternship'));
  await expect(mainHeading(page)).toHaveText('Apply for an Internship');
  const types: Record<string, string> = { Email: 'email', Phone: 'tel', 'LinkedIn Profile': 'url' };
  for (const label of Object.keys(application)) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('required', '');
    if (types[label]) await expect(field).toHaveAttribute('type', types[label]);
  }
  const motivation = page.getByLabel('Why do you want to intern at BrajCode Technologies?');
  expect(await motivation.evaluate((element) => getComputedStyle(element).minHeight)).toBe('150px');
});

test('a valid application is stored by the API (201), confirmed and the form cleared', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openPage(page, pathTo('applyInternship'));
  await fillApplication(page);
  const answer = page.waitForResponse(
    (response) =>
      response.url() === `${e2eOrigins.api}/api/internship/` &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    name: application['Full Name'],
    email: application.Email,
    phone: application.Phone,
    linkedin_url: application['LinkedIn Profile'],
    message: application['Why do you want to intern at BrajCode Technologies?'],
  });
  await expect(toastRegion(page)).toContainText('Application Submitted!');
  await expect(toastRegion(page)).toContainText("Thanks for applying! We'll get back to you soon.");
  for (const label of Object.keys(application)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  }
  expect(errors).toEqual([]);
});

test('a server error shows Submission Failed, logs it and keeps everything typed', async ({
  page,
}) => {
  const release = await holdRequests(page, `${e2eOrigins.api}/api/internship/`, (route) =>
    route.fulfill({
      status: 500,
      headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' },
      body: '{"detail":"Internal server error"}',
    }),
  );
  const errors = collectPageErrors(page);
  await openPage(page, pathTo('applyInternship'));
  await fillApplication(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const busy = page.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  release();
  await expect(toastRegion(page)).toContainText('Submission Failed');
  await expect(toastRegion(page)).toContainText('Please try again later.');
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  await expectFormKept(page);
  expect(
    errors.some((error) => error.includes('The internship application was refused (HTTP 500)')),
  ).toBe(true);
});

test('a network failure shows Submission Failed, logs it and keeps everything typed', async ({
  page,
}) => {
  await page.route(`${e2eOrigins.api}/api/internship/`, (route) => route.abort('failed'));
  const errors = collectPageErrors(page);
  await openPage(page, pathTo('applyInternship'));
  await fillApplication(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toastRegion(page)).toContainText('Submission Failed');
  await expect(toastRegion(page)).toContainText('Please try again later.');
  await expectFormKept(page);
  expect(
    errors.some((error) => error.includes('The internship application could not be sent')),
  ).toBe(true);
});

test('an application that fails after the visitor left the page is there again when they come back', async ({
  page,
}) => {
  const release = await holdRequests(page, `${e2eOrigins.api}/api/internship/`, (route) =>
    route.abort('failed'),
  );
  await openPage(page, pathTo('applyInternship'));
  await fillApplication(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(mainHeading(page)).toHaveText('About BrajCode Technologies');
  release();
  await expect(toastRegion(page)).toContainText('Submission Failed');

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  await expectFormKept(page);
});

test('an API that never answers: after 15 s Submission Failed, everything kept, then a retry is stored', async ({
  page,
}) => {
  let hanging = true;
  await page.route(`${e2eOrigins.api}/api/internship/`, (route) =>
    hanging && route.request().method() === 'POST' ? undefined : route.continue(),
  );
  await page.clock.install();
  await openPage(page, pathTo('applyInternship'));
  await fillApplication(page);
  const submit = page.getByRole('button', { name: /Submit Application|Submitting/ });
  const applicationSent = page.waitForRequest(
    (request) =>
      request.url() === `${e2eOrigins.api}/api/internship/` && request.method() === 'POST',
  );
  await submit.click();
  // The 15 s count starts when the application is sent, after the form has checked it.
  await applicationSent;
  await page.clock.fastForward(15_000);
  await expect(toastRegion(page)).toContainText('Submission Failed');
  await expect(toastRegion(page)).toContainText('Please try again later.');
  await expectFormKept(page);

  hanging = false;
  await submit.click();
  await expect(toastRegion(page)).toContainText('Application Submitted!');
});

test('a value the browser accepts but the application rules refuse is explained at the field', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${e2eOrigins.api}/api/internship/`))
      apiCalls.push(request.method());
  });
  await openPage(page, pathTo('applyInternship'));
  await fillApplication(page);
  // type=url accepts ftp:, the application needs a web address.
  const linkedin = page.getByLabel('LinkedIn Profile', { exact: true });
  await linkedin.fill('ftp://files.example.com/me');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(linkedin).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await linkedin.getAttribute('aria-describedby');
  await expect(page.locator(`#${describedBy}`)).toHaveText(/starting with https:\/\//);
  expect(apiCalls).toEqual([]);
  await linkedin.fill(application['LinkedIn Profile']);
  await expect(linkedin).not.toHaveAttribute('aria-invalid');
});

test('a number the API refuses is pointed at under Phone; with its country code it is stored', async ({
  page,
}) => {
  await openPage(page, pathTo('applyInternship'));
  await fillApplication(page);
  // A US number without its country code is read as an Indian one, which it is not.
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill('(201) 555-0123');
  const submit = page.getByRole('button', { name: /Submit Application|Submitting/ });
  await submit.click();
  await expect(toastRegion(page)).toContainText('Submission Failed');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  const describedBy = await phone.getAttribute('aria-describedby');
  await expect(page.locator(`#${describedBy}`)).toHaveText(
    'Please check this phone number. Numbers outside India need their country code, such as +44 7400 123456.',
  );
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(application['Full Name']);

  await phone.fill('+1 201 555 0123');
  await expect(phone).not.toHaveAttribute('aria-invalid');
  await submit.click();
  await expect(toastRegion(page)).toContainText('Application Submitted!');
});

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a label that wraps keeps its lines apart', async ({ page }) => {
    await openPage(page, pathTo('applyInternship'));
    const label = page.locator('label', { hasText: 'Why do you want to intern at' });
    const { height, lineHeight, fontSize } = await label.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(style.lineHeight),
        fontSize: parseFloat(style.fontSize),
      };
    });
    // Two lines at this width, each at least 1.25 times the text's size.
    expect(height).toBeGreaterThanOrEqual(2 * fontSize);
    expect(lineHeight).toBeGreaterThanOrEqual(1.25 * fontSize);
  });
});

test.describe('on a short phone screen', () => {
  test.use({ viewport: { width: 360, height: 400 }, hasTouch: true, isMobile: true });

  test('the failure toast leaves the refused number and its message in sight', async ({ page }) => {
    await openPage(page, pathTo('applyInternship'));
    await fillApplication(page);
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.fill('(201) 555-0123');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const failure = toastRegion(page)
      .getByRole('listitem')
      .filter({ hasText: 'Submission Failed' });
    await expect(failure).toBeVisible();
    await expect(phone).toBeFocused();
    const message = page.locator(`#${await phone.getAttribute('aria-describedby')}`);
    await expect(message).toContainText('Please check this phone number.');

    // The message ends above the toast, and the field starts below the fixed header.
    const messageClearOfToast = async () => {
      const [messageBox, toastBox] = await Promise.all([
        message.boundingBox(),
        failure.last().boundingBox(),
      ]);
      if (!messageBox || !toastBox) throw new Error('The message or the toast is not shown');
      return toastBox.y - (messageBox.y + messageBox.height);
    };
    await expect.poll(messageClearOfToast).toBeGreaterThanOrEqual(0);
    const headerBox = await page.getByRole('banner').boundingBox();
    const phoneBox = await phone.boundingBox();
    expect(phoneBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);

    // Scrolled back under the toast and sent again: the failure toast that replaces the first,
    // of the same height, brings the message up again. The pointer resting on the first toast
    // holds it open until then.
    await failure.hover();
    await failure.evaluate((toast) => toast.setAttribute('data-first', ''));
    await page.evaluate(() => window.scrollBy(0, -120));
    expect(await messageClearOfToast()).toBeLessThan(0);
    await phone.press('Enter');
    await expect(failure.and(page.locator(':not([data-first])'))).toBeVisible();
    await expect(failure.and(page.locator('[data-first]'))).toHaveCount(0);
    await expect.poll(messageClearOfToast).toBeGreaterThanOrEqual(0);
  });
});
