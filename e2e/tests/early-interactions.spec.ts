import type { Page } from '@playwright/test';
import { chosenOption, expect, mainHeading, test as base } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { PHONE_NETWORK, startPhoneNetwork, type PhoneNetwork } from '../support/phone-network';
import { pathTo, searchAddress } from '../support/routes';
import { pdfResume as onePagePdf } from './journeys-support';

/**
 * A visitor on a mid-range phone's connection acts the moment a control shows on the composed
 * page, before its code has arrived: every kind of control, on every kind of page. Each action
 * must take effect once the page is live, exactly once.
 */

// A one-page PDF, as the API accepts.
const resume = { ...onePagePdf, name: 'meera-iyer-resume.pdf' };

/**
 * A mid-range phone on 4G: the page's context on a phone network (150 ms round trips, 1.6 Mbps;
 * the `network` option), and a CPU four times slower.
 */
const test = base.extend<{ network: typeof PHONE_NETWORK; phoneNetwork: PhoneNetwork }>({
  network: [PHONE_NETWORK, { option: true }],
  phoneNetwork: async ({ network }, use) => {
    const phoneNetwork = await startPhoneNetwork(network);
    await use(phoneNetwork);
    await phoneNetwork.close();
  },
  proxy: async ({ phoneNetwork }, use) => use(phoneNetwork.proxy),
  page: async ({ context, page }, use) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await use(page);
  },
});

/** Opens a page and returns as soon as its HTML starts arriving: the visitor is already there. */
async function arrive(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/** The bodies of the POSTs the page sends to an API path. */
function postsTo(page: Page, path: string): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${e2eOrigins.api}${path}`) {
      bodies.push(request.postData() ?? '');
    }
  });
  return bodies;
}

/** Lets whatever the page still has to load arrive, so a second effect would have shown. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** The API's answer to the careers form's POST, once it comes. */
function careerApplicationStored(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url() === `${e2eOrigins.api}/api/career/` && response.request().method() === 'POST',
  );
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test.describe('acting before the code has arrived', () => {
  test.setTimeout(60_000);

  test('header search: typed text and Enter go to the results', async ({ page }) => {
    await arrive(page, pathTo('home'));
    const search = page.locator('#header-search-desktop');
    await search.fill('python');
    await search.press('Enter');
    await expect(page).toHaveURL(searchAddress('python'));
    await expect(mainHeading(page)).toHaveText('Search results for "python"');
    await settle(page);
    await page.goBack();
    await expect(page).toHaveURL(`${e2eOrigins.shell}/`);
  });

  test('mode switch: education mode, once', async ({ page }) => {
    await arrive(page, pathTo('home'));
    const modeSwitch = page.getByTestId('mode-switch');
    await modeSwitch.click();
    const hero = page.getByTestId('home-hero');
    await expect(hero).toHaveAttribute('data-mode', 'education');
    // The programs section below the fold is the education app's fragment, rendered afresh for
    // the new mode: its code comes over the phone's connection after the page has started.
    await settle(page);
    await expect(page.getByTestId('programs-heading')).toHaveText('Start Your Coding Journey');
    // Applied once: a second switch would have brought tech mode back.
    await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(hero).toHaveAttribute('data-mode', 'education');
  });

  test('theme menu: it opens from an early press, and Light applies once', async ({ page }) => {
    await arrive(page, pathTo('home'));
    // The header's wide-screen control (the phone layout's sits in the same header, hidden by
    // the stylesheet, which may not have applied yet when the HTML has only just arrived).
    await page.getByTestId('theme-toggle').first().click();
    await page.getByRole('menuitemradio', { name: 'Light', exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/light/);
    await settle(page);
    await expect(page.locator('html')).toHaveClass(/light/);
  });

  test('"Let\'s Talk" from the keyboard: the enquiry panel opens and stays open', async ({
    page,
  }) => {
    await arrive(page, pathTo('home'));
    // It bounces until hovered or focused: the visitor reaches it with the keyboard.
    await page.getByRole('button', { name: "Let's Talk" }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Ask Your Query' });
    await expect(panel).toBeVisible();
    await settle(page);
    await expect(panel).toBeVisible();
  });

  test('"Explore More Services" in a section below the fold reveals all eight', async ({
    page,
  }) => {
    await arrive(page, pathTo('home'));
    const services = page.getByTestId('home-fragment-services');
    const explore = services.getByRole('button', { name: 'Explore More Services' });
    await explore.click();
    await expect(services.getByTestId('service-card')).toHaveCount(8);
    await expect(explore).toHaveCount(0);
  });

  test('FAQ accordion: the category opens and stays open', async ({ page }) => {
    await arrive(page, pathTo('home'));
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const category = faq.getByRole('button').first();
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await settle(page);
    await expect(category).toHaveAttribute('aria-expanded', 'true');
  });

  test('tab on a remote page: Code Classes, once', async ({ page }) => {
    await arrive(page, pathTo('education'));
    const codeClasses = page.getByRole('tab', { name: 'Code Classes' });
    await codeClasses.click();
    await expect(codeClasses).toHaveAttribute('aria-selected', 'true');
    await settle(page);
    await expect(codeClasses).toHaveAttribute('aria-selected', 'true');
  });

  test('"Buy Course" goes to enrollment with that course chosen', async ({ page }) => {
    await arrive(page, pathTo('education'));
    await page
      .getByRole('button', { name: 'Buy Course: Advanced React & State Management' })
      .click();
    await expect(page).toHaveURL(pathTo('enroll'));
    await expect(chosenOption(page.getByRole('combobox', { name: 'Course' }))).toHaveText(
      'Advanced React & State Management',
    );
    // Once: one step back is the courses page again.
    await settle(page);
    await page.goBack();
    await expect(page).toHaveURL(pathTo('education'));
  });

  test('the enrollment course dropdown: the course chosen at once is kept, with its total', async ({
    page,
  }) => {
    await arrive(page, pathTo('enroll'));
    const course = page.getByRole('combobox', { name: 'Course' });
    await course.selectOption({ label: 'Backend Web Development with Python (Flask & Django)' });
    await expect(page.getByTestId('enroll-total')).toHaveText('₹26,999');
    await settle(page);
    await expect(chosenOption(course)).toHaveText(
      'Backend Web Development with Python (Flask & Django)',
    );
    await expect(page.getByTestId('enroll-total')).toHaveText('₹26,999');
  });

  test('tutorial Next moves one topic, once', async ({ page }) => {
    await arrive(page, pathTo('coding'));
    const browser = page.getByTestId('tutorial-browser');
    await browser.getByTestId('topic-pager-top').getByRole('button', { name: 'Next' }).click();
    const title = browser.getByTestId('topic-pane').getByRole('heading', { level: 3 });
    await expect(title).toHaveText('Java Installation Guide');
    await settle(page);
    await expect(title).toHaveText('Java Installation Guide');
  });

  test('a careers opening, a resume and the application: sent once, with the file', async ({
    page,
  }) => {
    const sent = postsTo(page, '/api/career/');
    const stored = careerApplicationStored(page);
    await arrive(page, pathTo('careers'));
    await page.getByRole('button', { name: /Backend Developer/ }).click();
    const form = page.getByRole('form', { name: 'Job application' });
    await form.getByLabel('Full Name', { exact: true }).fill('Meera Iyer');
    await form.getByLabel('Email', { exact: true }).fill('meera.iyer@example.com');
    await form.getByLabel('Phone Number', { exact: true }).fill('9876543210');
    await form.getByLabel('Cover Letter', { exact: true }).fill('Five years of Python and Django.');
    await form.getByLabel('Resume', { exact: true }).setInputFiles(resume);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toasts(page)).toContainText('Application Submitted!');
    await expect(toasts(page)).toContainText('Backend Developer');
    await settle(page);
    expect(sent).toHaveLength(1);
    expect(await (await stored).json()).toMatchObject({
      position: 'backend',
      full_name: 'Meera Iyer',
      resume_original_name: resume.name,
    });
  });

  test('the country select opens from an early press, and the country chosen is the one used', async ({
    page,
  }) => {
    await arrive(page, pathTo('careers'));
    const country = page.getByRole('combobox', { name: /^Phone country/ });
    await country.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('option', { name: /^UK / }).click();
    await expect(country).toHaveAccessibleName('Phone country: UK (+44)');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await settle(page);
    await expect(country).toHaveAccessibleName('Phone country: UK (+44)');
  });

  test('"Let\'s Talk" then Escape: the enquiry panel opens and closes again, each once', async ({
    page,
  }) => {
    await arrive(page, pathTo('home'));
    const letsTalk = page.getByRole('button', { name: "Let's Talk" });
    await letsTalk.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(letsTalk).toHaveAttribute('aria-expanded', 'false');
    await settle(page);
    await expect(page.getByRole('region', { name: 'Ask Your Query' })).toHaveCount(0);
    await expect(letsTalk).toHaveAttribute('aria-expanded', 'false');
  });

  test('the contact form: sent once, with what was typed', async ({ page }) => {
    const sent = postsTo(page, '/api/contact/');
    await arrive(page, pathTo('contact'));
    const form = page.locator('main form');
    await form.getByLabel('Name', { exact: true }).fill('Rohan Mehta');
    await form.getByLabel('Email', { exact: true }).fill('rohan.mehta@example.com');
    await form.getByLabel('Subject', { exact: true }).fill('A shop for our spices');
    await form.getByLabel('Message', { exact: true }).fill('We sell spices across Agra. Online?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page)).toContainText('Message Sent!');
    await settle(page);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({
      name: 'Rohan Mehta',
      email: 'rohan.mehta@example.com',
      subject: 'A shop for our spices',
    });
  });

  test('the internship form: sent once, with what was typed', async ({ page }) => {
    const sent = postsTo(page, '/api/internship/');
    await arrive(page, pathTo('applyInternship'));
    await page.getByLabel('Full Name', { exact: true }).fill('Kavya Singh');
    await page.getByLabel('Email', { exact: true }).fill('kavya.singh@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('+91 91234 56789');
    await page
      .getByLabel('LinkedIn Profile', { exact: true })
      .fill('https://www.linkedin.com/in/kavya-singh');
    await page
      .getByLabel('Why do you want to intern at BrajCode Technologies?')
      .fill('I want to build real React apps with a mentor.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toasts(page)).toContainText('Application Submitted!');
    await settle(page);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({ name: 'Kavya Singh' });
  });

  test('the 404 filter: typed text and Enter go to the first match', async ({ page }) => {
    await arrive(page, '/no-such-page');
    const filter = page.getByLabel('Search pages');
    await filter.fill('pricing');
    await filter.press('Enter');
    await expect(page).toHaveURL(pathTo('pricing'));
    await expect(mainHeading(page)).toHaveText('Pricing Plans');
    // Once: one step back is the not-found page again.
    await settle(page);
    await page.goBack();
    await expect(mainHeading(page)).toHaveText('Oops! Page Not Found.');
  });

  test('a pricing tab and the carousel: the e-commerce plans, one plan further', async ({
    page,
  }) => {
    await arrive(page, pathTo('pricing'));
    const tab = page.getByRole('tab', { name: 'E-commerce' });
    await tab.click();
    await page.getByRole('button', { name: 'Next plan' }).click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const active = page
      .getByTestId('plan-carousel')
      .locator('[aria-roledescription="slide"][data-active="true"]');
    await expect(active).toContainText('₹29,999+');
  });

  test('a header link handled by the router: the page changes without a reload', async ({
    page,
  }) => {
    await arrive(page, pathTo('services'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(pathTo('pricing'));
    await expect(mainHeading(page)).toHaveText('Pricing Plans');
    // One document: the router moved, the browser did not load a page.
    const documents = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    expect(documents).toBe(1);
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the menu button opens the menu, once', async ({ page }) => {
      await arrive(page, pathTo('home'));
      const menuButton = page.getByTestId('mobile-menu-button');
      await menuButton.tap();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await settle(page);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    });

    test('the careers form below the openings, whose code waits until it is wanted: sent once, with the file', async ({
      page,
    }) => {
      const sent = postsTo(page, '/api/career/');
      const stored = careerApplicationStored(page);
      await arrive(page, pathTo('careers'));
      const form = page.getByRole('form', { name: 'Job application' });
      await form.getByLabel('Full Name', { exact: true }).fill('Kabir Khan');
      await form.getByLabel('Email', { exact: true }).fill('kabir.khan@example.com');
      await form.getByLabel('Phone Number', { exact: true }).fill('9123456780');
      await form.getByLabel('Cover Letter', { exact: true }).fill('React dashboards, four years.');
      await form.getByLabel('Resume', { exact: true }).setInputFiles(resume);
      await form.getByRole('button', { name: 'Submit Application' }).tap();
      await expect(toasts(page)).toContainText('Application Submitted!');
      await settle(page);
      expect(sent).toHaveLength(1);
      expect(await (await stored).json()).toMatchObject({
        position: 'web_dev',
        full_name: 'Kabir Khan',
        resume_original_name: resume.name,
      });
    });
  });
});
