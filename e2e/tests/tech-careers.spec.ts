import type { Page, Route } from '@playwright/test';
import { expect, mainHeading, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { holdRequests, holdShellCode } from '../support/network';
import { boxOf } from './polish-support';
import { pathTo } from '../support/routes';
import { pdfResume as onePagePdf } from './journeys-support';

const geoEndpoint = `${e2eOrigins.api}/api/geo/`;
const careerEndpoint = `${e2eOrigins.api}/api/career/`;
const corsHeaders = { 'access-control-allow-origin': '*' };

const indiaMessage = 'Indian number must be 10 digits starting with 6–9';
const invalidFormatMessage = 'Invalid phone number format, Please correct it.';

// A one-page PDF, as the API accepts.
const pdfResume = { ...onePagePdf, name: 'asha-verma-resume.pdf' };

const form = (page: Page) => page.getByRole('form', { name: 'Job application' });
const field = (page: Page, label: string | RegExp) => form(page).getByLabel(label, { exact: true });
const phoneInput = (page: Page) => field(page, 'Phone Number');
const countrySelect = (page: Page) => form(page).getByRole('combobox', { name: /^Phone country/ });
const phoneError = (page: Page) => page.locator('#career-phone-error');

/**
 * Opens /careers and waits for the geo lookup the page makes once it runs in the browser, so
 * typing never races hydration of the prerendered HTML.
 */
async function openCareers(page: Page) {
  const geoLookup = page.waitForRequest(geoEndpoint);
  await page.goto(pathTo('careers'));
  await geoLookup;
  await expect(mainHeading(page)).toHaveText('Work With Us');
}

async function chooseCountry(page: Page, name: string) {
  await countrySelect(page).click();
  await page.getByRole('option', { name: new RegExp(`^${name} `) }).click();
}

async function fillApplication(page: Page) {
  await field(page, 'Full Name').fill('Asha Verma');
  await field(page, 'Email').fill('asha.verma@example.com');
  await form(page)
    .getByLabel(/LinkedIn or Portfolio URL/)
    .fill('https://www.linkedin.com/in/asha-verma');
  await field(page, 'Cover Letter').fill('I have built React and Node.js apps for three years.');
  await field(page, 'Resume').setInputFiles(pdfResume);
}

/** Sends the application and gives what the API stored, after checking it was stored. */
async function sendAndReadStored(page: Page): Promise<Record<string, unknown>> {
  const answer = page.waitForResponse(careerEndpoint);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  return response.json();
}

test('the page lists five openings, the first selected, and the position follows the selection', async ({
  page,
}) => {
  await openCareers(page);
  await expect(page).toHaveTitle('Careers at BrajCode Technologies, Join Our Team');
  await expect(page.getByText(/shape the future of technology/)).toBeVisible();
  const openings = page.getByRole('list', { name: 'Current openings' }).getByRole('button');
  await expect(openings).toHaveCount(5);
  await expect(openings.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(openings.first()).toContainText('Senior Frontend Developer (React)');
  await expect(openings.first()).toContainText('Remote / Agra, UP');
  await expect(openings.first()).toContainText('Full-time');
  await expect(field(page, 'Position')).toHaveValue('Senior Frontend Developer (React)');
  await expect(field(page, 'Position')).toHaveAttribute('readonly', '');

  await openings.filter({ hasText: 'Digital Marketing Specialist' }).click();
  await expect(openings.nth(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(openings.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(field(page, 'Position')).toHaveValue('Digital Marketing Specialist');
});

test('India: spaces are stripped, the number is checked only after blur, then on every change', async ({
  page,
}) => {
  await openCareers(page);
  await expect(countrySelect(page)).toHaveAccessibleName('Phone country: India (+91)');
  await phoneInput(page).pressSequentially('98765 4321');
  await expect(phoneInput(page)).toHaveValue('987654321');
  await expect(phoneError(page)).toHaveCount(0);

  await phoneInput(page).blur();
  await expect(phoneError(page)).toHaveText(indiaMessage);
  await expect(phoneInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(phoneInput(page)).toHaveAttribute('aria-describedby', 'career-phone-error');

  await phoneInput(page).fill('9876543210');
  await expect(phoneError(page)).toHaveCount(0);
  await phoneInput(page).fill('5876543210');
  await expect(phoneError(page)).toHaveText(indiaMessage);
  await phoneInput(page).fill('');
  await expect(phoneError(page)).toHaveText('Phone number is required');
});

test('another country is validated by its own rules, and changing country clears number, error and touched state', async ({
  page,
}) => {
  await openCareers(page);
  await phoneInput(page).fill('12345');
  await phoneInput(page).blur();
  await expect(phoneError(page)).toHaveText(indiaMessage);

  await chooseCountry(page, 'UK');
  await expect(countrySelect(page)).toHaveAccessibleName('Phone country: UK (+44)');
  await expect(phoneInput(page)).toHaveValue('');
  await expect(phoneError(page)).toHaveCount(0);

  // Touched state was cleared: no message while typing until the field is left.
  await phoneInput(page).fill('740012');
  await expect(phoneError(page)).toHaveCount(0);
  await phoneInput(page).blur();
  await expect(phoneError(page)).toHaveText(invalidFormatMessage);
  await phoneInput(page).fill('7400 123 456');
  await expect(phoneInput(page)).toHaveValue('7400123456');
  await expect(phoneError(page)).toHaveCount(0);
  // A valid Indian mobile is not a valid UK number.
  await phoneInput(page).fill('9876543210');
  await expect(phoneError(page)).toHaveText(invalidFormatMessage);
});

test('submitting without a phone asks for a valid one and sends nothing', async ({ page }) => {
  await openCareers(page);
  let sent = false;
  page.on('request', (request) => {
    if (request.url() === careerEndpoint) sent = true;
  });
  await fillApplication(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(phoneError(page)).toHaveText('Please enter a valid phone number.');
  await expect(phoneInput(page)).toBeFocused();
  expect(sent).toBe(false);
  // Leaving the number as it is, to choose another opening, keeps the submit's words.
  await page.getByRole('button', { name: /Backend Developer/ }).click();
  await expect(phoneInput(page)).not.toBeFocused();
  await expect(phoneError(page)).toHaveText('Please enter a valid phone number.');
});

test('a complete application with a PDF resume is stored by the API and the form resets', async ({
  page,
}) => {
  await openCareers(page);
  await page.getByRole('button', { name: /Backend Developer/ }).click();
  await fillApplication(page);
  await expect(page.getByTestId('resume-file-name')).toContainText(pdfResume.name);
  await phoneInput(page).fill('98765 43210');

  // Hold the request at the network until the busy state has been seen, then let it through.
  const release = await holdRequests(page, careerEndpoint);
  const answer = page.waitForResponse(
    (response) => response.url() === careerEndpoint && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({
    position: 'backend',
    full_name: 'Asha Verma',
    email: 'asha.verma@example.com',
    phone: '+919876543210',
    linkedin_url: 'https://www.linkedin.com/in/asha-verma',
    resume_original_name: pdfResume.name,
  });

  await expect(page.getByText('Application Submitted!', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "Thanks for applying for Backend Developer (Node.js/Python) position. We'll get back to you.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(field(page, 'Full Name')).toHaveValue('');
  await expect(field(page, 'Email')).toHaveValue('');
  await expect(field(page, 'Cover Letter')).toHaveValue('');
  await expect(phoneInput(page)).toHaveValue('');
  await expect(page.getByTestId('resume-file-name')).toHaveCount(0);
  expect(
    await field(page, 'Resume').evaluate((input: HTMLInputElement) => input.files?.length),
  ).toBe(0);
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
});

test('a cover letter added to and a resume chosen while the application is sending stay, and go with the next', async ({
  page,
}) => {
  await openCareers(page);
  await fillApplication(page);
  await phoneInput(page).fill('9876543210');
  const release = await holdRequests(page, careerEndpoint);
  // The API's answer to the next application sent: its status and what it stored.
  const nextAnswer = () =>
    page
      .waitForResponse(
        (response) => response.url() === careerEndpoint && response.request().method() === 'POST',
      )
      .then(async (response) => ({ status: response.status(), body: await response.json() }));
  const first = nextAnswer();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await field(page, 'Cover Letter').press('End');
  await field(page, 'Cover Letter').pressSequentially(' I also write tests.');
  const updatedResume = { ...pdfResume, name: 'asha-verma-resume-2026.pdf' };
  await field(page, 'Resume').setInputFiles(updatedResume);
  release();
  expect((await first).body).toMatchObject({ resume_original_name: pdfResume.name });

  await expect(page.getByText('Application Submitted!', { exact: true })).toBeVisible();
  const letter = 'I have built React and Node.js apps for three years. I also write tests.';
  await expect(field(page, 'Cover Letter')).toHaveValue(letter);
  await expect(page.getByTestId('resume-file-name')).toContainText(updatedResume.name);
  // The input holds the file its name is shown for (the browser requires one to send).
  expect(
    await field(page, 'Resume').evaluate((input: HTMLInputElement) =>
      Array.from(input.files ?? [], (file) => file.name),
    ),
  ).toEqual([updatedResume.name]);
  await expect(field(page, 'Full Name')).toHaveValue('');

  await field(page, 'Full Name').fill('Asha Verma');
  await field(page, 'Email').fill('asha.verma@example.com');
  await phoneInput(page).fill('9876543210');
  const second = nextAnswer();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const answer = await second;
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({
    cover_letter: letter,
    resume_original_name: updatedResume.name,
  });
});

test('a resume over 5 MB is refused at once under its field, and a smaller one replaces it', async ({
  page,
}) => {
  await openCareers(page);
  const resumeError = page.locator('#career-resume-error');
  await expect(form(page).getByText('PDF, DOC or DOCX, up to 5 MB.')).toBeVisible();
  await field(page, 'Resume').focus();
  await field(page, 'Resume').setInputFiles({
    name: 'portfolio-scans.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
  });
  await expect(resumeError).toHaveText('The file is too large. The maximum size is 5 MB.');
  await expect(field(page, 'Resume')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Resume')).toBeFocused();
  await expect(page.getByTestId('resume-file-name')).toHaveCount(0);
  expect(
    await field(page, 'Resume').evaluate((input: HTMLInputElement) => input.files?.length),
  ).toBe(0);

  await field(page, 'Resume').setInputFiles(pdfResume);
  await expect(resumeError).toHaveCount(0);
  await expect(page.getByTestId('resume-file-name')).toContainText(pdfResume.name);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a long resume file name wraps inside the form, and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.goto(pathTo('careers'));
    const name = 'Asha_Verma_Senior_Frontend_Developer_Resume_2025_final_version_v3_updated.pdf';
    await field(page, 'Resume').scrollIntoViewIfNeeded();
    await field(page, 'Resume').setInputFiles({ ...pdfResume, name });
    const chosen = page.getByTestId('resume-file-name');
    await expect(chosen).toContainText(name);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const formBox = await boxOf(form(page));
    const chosenBox = await boxOf(chosen);
    expect(chosenBox.x + chosenBox.width).toBeLessThanOrEqual(formBox.x + formBox.width);
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(clientWidth);
  });
});

test('an Indian number typed with its country code is accepted and sent once prefixed', async ({
  page,
}) => {
  await openCareers(page);
  await fillApplication(page);
  await phoneInput(page).fill('+91 98765 43210');
  await phoneInput(page).blur();
  await expect(phoneError(page)).toHaveCount(0);
  expect(await sendAndReadStored(page)).toMatchObject({ phone: '+919876543210' });
});

test('a number of another country is sent in international form', async ({ page }) => {
  await openCareers(page);
  await fillApplication(page);
  await chooseCountry(page, 'UK');
  await phoneInput(page).fill('7400 123456');
  // Sent as a national number, the API would have read it as an Indian one (+917400123456).
  expect(await sendAndReadStored(page)).toMatchObject({
    position: 'web_dev',
    phone: '+447400123456',
  });
  await expect(page.getByText('Application Submitted!', { exact: true })).toBeVisible();
});

test('an extension typed after the number is kept: sent and stored after it', async ({ page }) => {
  await openCareers(page);
  await fillApplication(page);
  await chooseCountry(page, 'USA');
  await phoneInput(page).fill('201 555 0123 ext. 55');
  await phoneInput(page).blur();
  await expect(phoneError(page)).toHaveCount(0);
  expect(await sendAndReadStored(page)).toMatchObject({ phone: '+12015550123;ext=55' });
});

test('server field errors show under their fields, joined by commas, and clear when typed in', async ({
  page,
}) => {
  await page.route(careerEndpoint, (route) =>
    route.fulfill({
      status: 400,
      headers: corsHeaders,
      contentType: 'application/json',
      body: JSON.stringify({
        email: ['Enter a valid email address.'],
        phone: ['Bad number.', 'Too short.'],
      }),
    }),
  );
  await openCareers(page);
  await fillApplication(page);
  await phoneInput(page).fill('9876543210');
  await page.getByRole('button', { name: 'Submit Application' }).click();

  const emailError = page.locator('#career-email-error');
  await expect(emailError).toHaveText('Enter a valid email address.');
  await expect(field(page, 'Email')).toHaveAttribute('aria-describedby', 'career-email-error');
  await expect(phoneError(page)).toHaveText('Bad number., Too short.');
  await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please check required fields or try again later.', { exact: true }),
  ).toBeVisible();
  // Nothing typed is lost.
  await expect(field(page, 'Full Name')).toHaveValue('Asha Verma');
  await expect(page.getByTestId('resume-file-name')).toContainText(pdfResume.name);

  await field(page, 'Email').fill('asha@example.in');
  await expect(emailError).toHaveCount(0);
  await expect(phoneError(page)).toHaveText('Bad number., Too short.');
  await phoneInput(page).fill('987654321');
  await expect(phoneError(page)).toHaveText(indiaMessage);
});

test('a network failure shows the failure toast and keeps the form', async ({ page }) => {
  await page.route(careerEndpoint, (route) => route.abort('failed'));
  await openCareers(page);
  await fillApplication(page);
  await phoneInput(page).fill('9876543210');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible();
  await expect(field(page, 'Cover Letter')).toHaveValue(
    'I have built React and Node.js apps for three years.',
  );
  await expect(phoneInput(page)).toHaveValue('9876543210');
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
});

/**
 * Sends a UK application for the backend opening that fails once the visitor has gone to
 * /about, and comes back to /careers. The location lookup answers Australia on every visit.
 */
async function failAfterLeavingAndComeBack(page: Page) {
  const release = await holdRequests(page, careerEndpoint, (route) => route.abort('failed'));
  // Coming back must not change the country of the number given back.
  await page.route(geoEndpoint, (route) =>
    route.fulfill({
      headers: corsHeaders,
      contentType: 'application/json',
      body: JSON.stringify({ country_code: 'AU' }),
    }),
  );
  await openCareers(page);
  await page
    .getByRole('list', { name: 'Current openings' })
    .getByRole('button', { name: /^Backend Developer/ })
    .click();
  await fillApplication(page);
  await chooseCountry(page, 'UK');
  await phoneInput(page).fill('7400 123456');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(mainHeading(page)).toHaveText('About BrajCode Technologies');
  release();
  await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(mainHeading(page)).toHaveText('Work With Us');
}

test('an application that fails after the visitor left the page is there again, opening, country and resume included, and can be sent', async ({
  page,
}) => {
  await failAfterLeavingAndComeBack(page);
  await expect(field(page, 'Position')).toHaveValue('Backend Developer (Node.js/Python)');
  await expect(field(page, 'Full Name')).toHaveValue('Asha Verma');
  await expect(field(page, 'Cover Letter')).toHaveValue(
    'I have built React and Node.js apps for three years.',
  );
  await expect(countrySelect(page)).toHaveAccessibleName('Phone country: UK (+44)');
  await expect(phoneInput(page)).toHaveValue('7400123456');
  await expect
    .poll(() => field(page, 'Resume').evaluate((input: HTMLInputElement) => input.files?.[0]?.name))
    .toBe(pdfResume.name);

  await page.unroute(careerEndpoint);
  const answer = page.waitForResponse(careerEndpoint);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  expect(await (await answer).json()).toMatchObject({
    position: 'backend',
    phone: '+447400123456',
  });
  await expect(page.getByText('Application Submitted!', { exact: true })).toBeVisible();
});

test('a number given back is cleared by choosing another country, as a typed one is', async ({
  page,
}) => {
  await failAfterLeavingAndComeBack(page);
  await expect(phoneInput(page)).toHaveValue('7400123456');
  await chooseCountry(page, 'USA');
  await expect(countrySelect(page)).toHaveAccessibleName('Phone country: USA (+1)');
  await expect(phoneInput(page)).toHaveValue('');
  await expect(field(page, 'Full Name')).toHaveValue('Asha Verma');
});

test.describe('the phone country is preselected from the geo lookup', () => {
  const answerWith =
    (body: unknown, status = 200) =>
    (route: Route) =>
      route.fulfill({
        status,
        headers: corsHeaders,
        contentType: 'application/json',
        body: JSON.stringify(body),
      });

  test('a supported country is preselected', async ({ page }) => {
    await page.route(geoEndpoint, answerWith({ country_code: 'GB' }));
    await openCareers(page);
    await expect(countrySelect(page)).toHaveAccessibleName('Phone country: UK (+44)');
    await phoneInput(page).fill('7400123456');
    await phoneInput(page).blur();
    await expect(phoneError(page)).toHaveCount(0);
  });

  const fallbacks: { name: string; handler: (route: Route) => Promise<void> }[] = [
    { name: 'an unsupported country', handler: answerWith({ country_code: 'FR' }) },
    { name: 'a server error', handler: answerWith({ detail: 'Internal error' }, 500) },
    { name: 'a failed request', handler: (route) => route.abort('failed') },
  ];
  for (const fallback of fallbacks) {
    test(`${fallback.name} leaves India and the form working`, async ({ page }) => {
      await page.route(geoEndpoint, fallback.handler);
      await openCareers(page);
      await expect(countrySelect(page)).toHaveAccessibleName('Phone country: India (+91)');
      await phoneInput(page).fill('9876543210');
      await phoneInput(page).blur();
      await expect(phoneError(page)).toHaveCount(0);
      await chooseCountry(page, 'Australia');
      await expect(countrySelect(page)).toHaveAccessibleName('Phone country: Australia (+61)');
    });
  }
});

const openingButtons = (page: Page) =>
  page.getByRole('list', { name: 'Current openings' }).getByRole('button');

test.describe('choosing an opening on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('choosing a careers opening takes the visitor to the form, its heading focused', async ({
    page,
  }) => {
    // The form is far below on a phone: its code, and the geo lookup, wait until it is wanted.
    await page.goto(pathTo('careers'));
    const heading = page.getByRole('heading', { name: 'Apply Now' });
    await expect(heading).not.toBeInViewport();
    await openingButtons(page).nth(3).tap();
    await expect(openingButtons(page).nth(3)).toHaveAttribute('aria-pressed', 'true');
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    // Focus is on the heading, not a field: no keyboard comes up.
    await expect(page.locator('input:focus, textarea:focus')).toHaveCount(0);
    await expect(
      page.getByRole('form', { name: 'Job application' }).getByLabel('Position'),
    ).toHaveValue('Digital Marketing Specialist');
    // The heading sits below the fixed header, not under it.
    const header = await boxOf(page.getByRole('banner'));
    expect((await boxOf(heading)).y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});

test.describe('choosing an opening by keyboard on a short 390 px screen', () => {
  // The form's heading starts below the screen's fold, so the page has a long way to scroll.
  test.use({ viewport: { width: 390, height: 560 } });

  test('Enter on an opening brings the form heading up under the header', async ({ page }) => {
    await page.goto(pathTo('careers'));
    const heading = page.getByRole('heading', { name: 'Apply Now' });
    await openingButtons(page).nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    // The page's smooth scroll runs its course: the heading ends at the top, below the header.
    const header = await boxOf(page.getByRole('banner'));
    const headerBottom = header.y + header.height;
    await expect.poll(async () => (await boxOf(heading)).y - headerBottom).toBeLessThan(48);
    expect((await boxOf(heading)).y).toBeGreaterThanOrEqual(headerBottom);
  });
});

test('on a wide screen choosing an opening leaves the view and focus where they are', async ({
  page,
}) => {
  await openCareers(page);
  await openingButtons(page).nth(2).scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await openingButtons(page).nth(2).click();
  await expect(openingButtons(page).nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(openingButtons(page).nth(2)).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
});

/** Regional-indicator letters: what an emoji flag is made of. */
const EMOJI_FLAG = /\p{Regional_Indicator}/u;

test('the careers phone field shows SVG flags, never emoji that need an emoji font', async ({
  page,
}) => {
  await openCareers(page);
  const country = page
    .getByRole('form', { name: 'Job application' })
    .getByRole('combobox', { name: /^Phone country/ });
  await expect(country.locator('svg[data-flag="IN"]')).toBeVisible();
  expect(await country.textContent()).not.toMatch(EMOJI_FLAG);

  await country.click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(5);
  const shown = await options.evaluateAll((elements) =>
    elements.map((element) => ({
      flag: element.querySelector('svg[data-flag]')?.getAttribute('data-flag'),
      text: element.textContent ?? '',
    })),
  );
  expect(shown.map((option) => option.flag)).toEqual(['IN', 'US', 'GB', 'CA', 'AU']);
  for (const option of shown) expect(option.text).not.toMatch(EMOJI_FLAG);
  await page.getByRole('option', { name: /^UK / }).click();
  await expect(country.locator('svg[data-flag="GB"]')).toBeVisible();
});

const formCode = /\/career-application-form-[\w-]{8}\.js$/;

/** Every POST of an application the page sends. */
function applicationsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === careerEndpoint) sent.push(request.url());
  });
  return sent;
}

/**
 * Fills in the application while the form's code is held, and presses the pointer down on Submit
 * (not up yet). Returns the button and where the pointer is.
 */
async function fillAndPressDownOnSubmit(page: Page) {
  await field(page, 'Full Name').fill('Asha Verma');
  await field(page, 'Email').fill('asha.verma@example.com');
  await phoneInput(page).fill('9876543210');
  await field(page, 'Cover Letter').fill('Four years of React dashboards.');
  await field(page, 'Resume').setInputFiles(pdfResume);
  const submit = form(page).getByRole('button', { name: 'Submit Application' });
  await submit.scrollIntoViewIfNeeded();
  const before = (await submit.boundingBox())!;
  const pointer = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
  await page.mouse.move(pointer.x, pointer.y);
  await page.mouse.down();
  return { submit, pointer };
}

/**
 * Lets the form's code come: the form goes live and names the chosen file above the button,
 * which moves down under the pointer. Then the pointer goes up, and the application is sent once.
 */
async function liftOnceTheFormHasMoved(
  page: Page,
  releaseFormCode: () => void,
  { submit, pointer }: Awaited<ReturnType<typeof fillAndPressDownOnSubmit>>,
  sent: string[],
) {
  releaseFormCode();
  await expect(form(page).getByTestId('resume-file-name')).toContainText(pdfResume.name);
  await expect.poll(async () => (await submit.boundingBox())!.y).toBeGreaterThan(pointer.y);
  await page.mouse.up();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    'Application Submitted!',
  );
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(1);
}

test('a press on Submit held until the form is live is sent, though the form moved under the pointer', async ({
  page,
}) => {
  // The form's code is held until the visitor is pressing its button.
  const releaseFormCode = await holdRequests(page, formCode);
  const sent = applicationsSent(page);
  await page.goto(pathTo('careers'));
  const press = await fillAndPressDownOnSubmit(page);
  await liftOnceTheFormHasMoved(page, releaseFormCode, press, sent);
});

test("a press on Submit made before start-up survives the replay of the header's earlier press, and is sent once the form is live", async ({
  page,
}) => {
  const startShell = await holdShellCode(page);
  const releaseFormCode = await holdRequests(page, formCode);
  const sent = applicationsSent(page);
  await page.goto(pathTo('careers'), { waitUntil: 'commit' });
  // First a press in the header, then the application, all before the shell's code has arrived.
  const modeSwitch = page.getByTestId('mode-switch');
  await modeSwitch.click();
  const press = await fillAndPressDownOnSubmit(page);
  // The header goes live and its press is replayed while the finger is still on Submit.
  startShell();
  await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
  await liftOnceTheFormHasMoved(page, releaseFormCode, press, sent);
});
