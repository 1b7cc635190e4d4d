import type { Page } from '@playwright/test';
import { chosenOption, collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { openPage } from './education-support';
import { holdShellCode } from '../support/network';
import { pathTo } from '../support/routes';

/** Requests the page sends to the API origin, to prove that enrollment sends nothing. */
function recordApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(e2eOrigins.api))
      requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

/** "Buy Course" on the Android course of /education: /enroll with the course carried. */
async function buyAndroidCourse(page: Page) {
  await openPage(page, pathTo('education'));
  await page
    .getByRole('button', { name: 'Buy Course: Native Android App Development (Java/Kotlin)' })
    .click();
  await expect(mainHeading(page)).toHaveText('Enroll in a Course');
}

test('Buy Course carries the course id to /enroll: preselected with its total', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openPage(page, pathTo('education'));
  await page.getByRole('button', { name: 'Buy Course: Advanced React & State Management' }).click();
  await expect(page).toHaveURL(pathTo('enroll'));
  await expect(mainHeading(page)).toHaveText('Enroll in a Course');
  expect(await page.evaluate(() => history.state?.usr?.courseId)).toBe('adv-react');
  await expect(chosenOption(page.getByLabel('Course'))).toHaveText(
    'Advanced React & State Management',
  );
  await expect(page.getByTestId('enroll-total')).toHaveText('₹24,999');
  expect(errors).toEqual([]);
});

test('a reload of /enroll after Buy Course keeps the course carried, with no error', async ({
  page,
}) => {
  await buyAndroidCourse(page);
  const errors = collectPageErrors(page);
  const errorReports: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/client-errors/')) errorReports.push(request.url());
  });
  await page.reload();
  await expect(chosenOption(page.getByLabel('Course'))).toHaveText(
    'Native Android App Development (Java/Kotlin)',
  );
  await expect(page.getByTestId('enroll-total')).toHaveText('₹28,999');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(errorReports).toEqual([]);
});

test('a course chosen on the reloaded /enroll before its code starts is the one kept', async ({
  page,
}) => {
  await buyAndroidCourse(page);
  // The reload's page is the composed HTML alone until the shell's code is let through.
  const startShell = await holdShellCode(page);
  await page.reload({ waitUntil: 'commit' });
  const course = page.getByLabel('Course');
  await course.selectOption({ label: 'Backend Web Development with Python (Flask & Django)' });
  startShell();
  await expect(page.getByTestId('enroll-total')).toHaveText('₹26,999');
  await expect(chosenOption(course)).toHaveText(
    'Backend Web Development with Python (Flask & Django)',
  );
});

test('"Contact us" on /enroll asks about the course chosen in the form', async ({ page }) => {
  await buyAndroidCourse(page);
  await page.getByLabel('Course').selectOption({ label: 'Advanced React & State Management' });
  await expect(page.getByTestId('enroll-total')).toHaveText('₹24,999');
  await page.getByRole('note').getByRole('link', { name: 'Contact us' }).click();
  await expect(mainHeading(page)).toHaveText(/Contact/);
  await expect(page.getByLabel('Subject')).toHaveValue(
    'Enrollment enquiry: Advanced React & State Management',
  );
});

test('Enroll Now on a code class goes to /contact with the id in history state', async ({
  page,
}) => {
  await openPage(page, pathTo('education'));
  await page.getByRole('tab', { name: 'Code Classes' }).click();
  await page.getByRole('button', { name: 'Enroll Now: Java Programming' }).click();
  await expect(page).toHaveURL(pathTo('contact'));
  await expect(mainHeading(page)).toHaveText(/Contact/);
  expect(await page.evaluate(() => history.state?.usr?.courseId)).toBe('java-basics');
});

test('an address naming a code class opens the Code Classes tab at its card', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openPage(page, `${pathTo('education')}#excel-basics`);
  await expect(page.getByRole('tab', { name: 'Code Classes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.locator('#excel-basics');
  await expect(card).toContainText('Advanced Excel');
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  // The tabs work as before from there.
  await page.getByRole('tab', { name: 'Courses' }).click();
  await expect(page.locator('#fs-bootcamp')).toBeVisible();
  expect(errors).toEqual([]);
});

test('/enroll typed directly starts on the first course; the total follows the selection', async ({
  page,
}) => {
  await openPage(page, pathTo('enroll'));
  await expect(mainHeading(page)).toHaveText('Enroll in a Course');
  const course = page.getByLabel('Course');
  await expect(chosenOption(course)).toHaveText('Full-Stack Web Development Bootcamp');
  await expect(page.getByTestId('enroll-total')).toHaveText('₹39,999');

  await course.selectOption({ label: 'Backend Web Development with Python (Flask & Django)' });
  await expect(chosenOption(course)).toHaveText(
    'Backend Web Development with Python (Flask & Django)',
  );
  await expect(page.getByTestId('enroll-total')).toHaveText('₹26,999');

  await expect(
    page.getByText('Payment gateway is under development! Please contact to enroll.'),
  ).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveAttribute('placeholder', '+91 98765 43210');
  await expect(page.getByRole('img', { name: /laptop showing a coding lesson/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Why enroll with/ })).toBeVisible();
});

test('on a phone the longest course keeps the dropdown inside the page, its text from the left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, pathTo('enroll'));
  const course = page.getByLabel('Course');
  const longest = 'Backend Web Development with Python (Flask & Django)';
  await course.selectOption({ label: longest });
  await expect(chosenOption(course)).toHaveText(longest);
  const fit = await course.evaluate((box) => {
    const form = box.closest('form')!.getBoundingClientRect();
    const own = box.getBoundingClientRect();
    return {
      insideForm: own.left >= form.left && own.right <= form.right,
      pageWidth: document.documentElement.scrollWidth,
      align: getComputedStyle(box).textAlign,
    };
  });
  expect(fit.insideForm).toBe(true);
  expect(fit.pageWidth).toBeLessThanOrEqual(390);
  // Left in this left-to-right page, whichever way the browser words it; never centred.
  expect(['left', 'start']).toContain(fit.align);
});

test('Proceed to Payment needs name, email and phone, then shows the pending toast and sends nothing', async ({
  page,
}) => {
  const apiRequests = recordApiRequests(page);
  await openPage(page, pathTo('education'));
  await page
    .getByRole('button', { name: 'Buy Course: Native Android App Development (Java/Kotlin)' })
    .click();
  await expect(page.getByTestId('enroll-total')).toHaveText('₹28,999');

  const submit = page.getByRole('button', { name: 'Proceed to Payment' });
  await submit.click();
  // The browser blocks the empty form: the name is the first invalid field.
  expect(
    await page
      .getByLabel('Full Name')
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');

  await page.getByLabel('Full Name').fill('Riya Sharma');
  await page.getByLabel('Email').fill('riya@example.com');
  await page.getByLabel('Phone').fill('+91 98765 43210');
  await submit.click();

  const toastRegion = page.getByRole('region', { name: /Notifications/ });
  await expect(toastRegion).toContainText('Payment Gateway Pending');
  await expect(toastRegion).toContainText(
    'Enrollment for Native Android App Development (Java/Kotlin) is almost ready, but our payment system is not active yet. Please contact us to enroll or check back soon.',
  );
  // The form keeps what was typed.
  await expect(page.getByLabel('Full Name')).toHaveValue('Riya Sharma');
  expect(apiRequests).toEqual([]);
});
