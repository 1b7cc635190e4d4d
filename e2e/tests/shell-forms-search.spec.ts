import type { Page } from '@playwright/test';
import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { CONTRACT_VERSION, contractModules } from '@site/shared/contracts/remote-modules';
import { pathTo, searchAddress } from '../support/routes';

type GroupName =
  | 'Pages'
  | 'Services'
  | 'Related services'
  | 'Courses'
  | 'Code Classes'
  | 'Tutorials'
  | 'Internships & Hackathons'
  | 'FAQs';

function group(page: Page, name: GroupName) {
  return page.getByRole('region', { name, exact: true });
}

/** The titles of a group's results, in the order shown. */
function resultTitles(page: Page, name: GroupName) {
  return group(page, name).getByRole('listitem').locator('span.font-medium');
}

test('the query is trimmed and lowercased; services match with the match marked', async ({
  page,
}) => {
  await page.goto(`${pathTo('search')}?q=%20%20DEV%20`);
  await expect(mainHeading(page)).toHaveText('Search results for "dev"');
  await expect(group(page, 'Pages')).toContainText('No matching pages.');
  const services = group(page, 'Services').getByRole('link');
  await expect(services).toHaveText([/Web Development/, /App Development/]);
  await expect(services.first()).toHaveAttribute(
    'href',
    pathTo('serviceDetail', { id: 'web-development' }),
  );
  await expect(services.nth(1)).toHaveAttribute(
    'href',
    pathTo('serviceDetail', { id: 'app-development' }),
  );
  await expect(group(page, 'Services').locator('mark')).toHaveText(['Dev', 'Dev']);
});

test('pages match case-insensitively and an empty services group says so', async ({ page }) => {
  await page.goto(searchAddress('policy'));
  const pages = group(page, 'Pages').getByRole('link');
  await expect(pages).toHaveText([/Privacy Policy/, /Refund Policy/]);
  await expect(group(page, 'Pages').locator('mark')).toHaveText(['Policy', 'Policy']);
  await expect(group(page, 'Services')).toContainText('No matching services.');
  await pages.first().click();
  await expect(page).toHaveURL(pathTo('privacyPolicy'));
});

test('both groups empty: "No results found" with the four suggestions', async ({ page }) => {
  await page.goto(searchAddress('Zebra'));
  await expect(page.getByText('No results found for "zebra".')).toBeVisible();
  const suggestions = page.getByTestId('search-no-results').getByRole('link');
  await expect(suggestions).toHaveText(['Home', 'Education', 'Contact', 'Enroll Now']);
  const hrefs = await suggestions.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(hrefs).toEqual([pathTo('home'), pathTo('education'), pathTo('contact'), pathTo('enroll')]);
});

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a pasted link as the query wraps, and the page stays as wide as the phone', async ({
    page,
  }) => {
    const pasted = 'https://www.brajcode.in/services/web-development?utm_source=newsletter';
    await page.goto(searchAddress(pasted));
    await expect(page.getByTestId('search-no-results')).toContainText('No results found for');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(page.getByRole('banner').getByRole('button', { name: /menu/i })).toBeInViewport({
      ratio: 1,
    });
  });
});

test('if the services list cannot load, pages still show and the services group says so', async ({
  page,
}) => {
  await page.route(`${e2eOrigins.techApp}/remoteEntry.js*`, (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await page.goto(searchAddress('contact'));
  await expect(mainHeading(page)).toHaveText('Search results for "contact"');
  await expect(group(page, 'Pages').getByRole('link')).toHaveText([/Contact/]);
  await expect(group(page, 'Services')).toContainText(
    'The services list is unavailable right now.',
  );
});

test.describe('search results from each remote', () => {
  test('"python" finds a course, a code class and tutorials of education-app, a service of tech-app and FAQ questions, ranked with the match marked', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(searchAddress('Python'));
    await expect(mainHeading(page)).toHaveText('Search results for "python"');
    // The spec's two groups stay as they are, first.
    await expect(group(page, 'Pages')).toContainText('No matching pages.');
    await expect(group(page, 'Services')).toContainText('No matching services.');

    await expect(resultTitles(page, 'Courses')).toHaveText([
      'Backend Web Development with Python (Flask & Django)',
    ]);
    await expect(resultTitles(page, 'Code Classes')).toHaveText(['Python Programming']);
    await expect(group(page, 'Code Classes').locator('mark').first()).toHaveText('Python');
    // Titles that start with the query first, then titles where it starts a later word.
    await expect(resultTitles(page, 'Tutorials')).toHaveText([
      'Python Syntax',
      'Python Variables',
      'Python Data Types',
      'Python Functions',
      'Introduction to Python',
    ]);
    await expect(group(page, 'Tutorials').getByRole('link').first()).toContainText(
      'Python tutorial · Topic 2 of 5',
    );
    // Found by its tech stack, which the result shows with the match marked.
    await expect(resultTitles(page, 'Related services')).toHaveText(['AI & ML Services']);
    await expect(group(page, 'Related services').locator('mark')).toHaveText(['Python']);
    await expect(resultTitles(page, 'Internships & Hackathons')).toHaveText([
      'Full-Stack Development Internship',
      'Code Rush: DSA Contest',
    ]);
    await expect(group(page, 'Internships & Hackathons').getByRole('link').first()).toContainText(
      'Mentions Knows one back-end language: JavaScript (Node.js) or Python',
    );
    // A question with the word in it first, then questions whose answer mentions it.
    const faqs = resultTitles(page, 'FAQs');
    await expect(faqs.first()).toHaveText(
      'Which language should I learn first: C, Java or Python?',
    );
    await expect(faqs).toHaveCount(4);

    // The groups after the spec's two, in their order.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Pages',
      'Services',
      'Related services',
      'Courses',
      'Code Classes',
      'Tutorials',
      'Internships & Hackathons',
      'FAQs',
    ]);
    await expect(page.getByTestId('search-no-results')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('"react" ranks title matches before skill matches; a listed service is not repeated', async ({
    page,
  }) => {
    await page.goto(searchAddress('react'));
    await expect(resultTitles(page, 'Courses')).toHaveText([
      'Advanced React & State Management',
      'Mobile App Development with React Native',
      'Full-Stack Web Development Bootcamp',
    ]);
    // A skill match says what matched.
    await expect(group(page, 'Courses').getByRole('link').nth(2)).toContainText('Mentions React');
    await expect(group(page, 'Courses').getByRole('link').nth(2)).toHaveAttribute(
      'href',
      `${pathTo('education')}#fs-bootcamp`,
    );
    await expect(resultTitles(page, 'Code Classes')).toHaveText(['Full-Stack Web Development']);
    await expect(resultTitles(page, 'Related services')).toHaveText([
      'Web Development',
      'App Development',
    ]);
    await expect(resultTitles(page, 'Internships & Hackathons')).toHaveText([
      'Front-End Development Internship',
    ]);
    await expect(group(page, 'Tutorials')).toHaveCount(0);

    // "web" names services, so they are listed under Services and not again below.
    await page.goto(searchAddress('web'));
    await expect(group(page, 'Services').getByRole('link')).toHaveText([/Web Development/]);
    await expect(resultTitles(page, 'Related services')).toHaveCount(0);
  });

  test('"bootcamp" finds both bootcamps and the questions about them', async ({ page }) => {
    await page.goto(searchAddress('bootcamp'));
    await expect(resultTitles(page, 'Courses')).toHaveText([
      'Full-Stack Web Development Bootcamp',
      '.NET 8 & ASP.NET Core (MVC) Bootcamp',
    ]);
    await expect(group(page, 'Courses').locator('mark')).toHaveText(['Bootcamp', 'Bootcamp']);
    await expect(resultTitles(page, 'FAQs')).toHaveText([
      'What will I build in the Full-Stack Web Development Bootcamp?',
      'Which course should I take after the bootcamp?',
      'What is the difference between a course and a code class?',
    ]);
    await expect(page.getByTestId('search-no-results')).toHaveCount(0);
  });

  test('a tutorial topic result opens that topic on /coding', async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 204 }),
    );
    await page.goto(searchAddress('python'));
    await group(page, 'Tutorials')
      .getByRole('link', { name: /Python Functions/ })
      .click();
    await expect(page).toHaveURL(`${pathTo('coding')}#python-functions`);
    const browser = page.getByTestId('tutorial-browser');
    await expect(
      browser
        .getByRole('group', { name: 'Programming language' })
        .getByRole('button', { name: 'Python', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    const title = browser.getByTestId('topic-pane').getByRole('heading', { level: 3 });
    await expect(title).toHaveText('Python Functions');
    await expect(title).toBeInViewport();
    await expect(title).toBeFocused();
  });

  test('a code class result opens the Code Classes tab at that class', async ({ page }) => {
    await page.goto(searchAddress('python'));
    await group(page, 'Code Classes')
      .getByRole('link', { name: /Python Programming/ })
      .click();
    await expect(page).toHaveURL(`${pathTo('education')}#python-basics`);
    await expect(page.getByRole('tab', { name: 'Code Classes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.locator('#python-basics');
    await expect(card).toContainText('Python Programming');
    await expect(card).toBeInViewport();
    await expect(card).toBeFocused();
  });

  test('a hackathon result opens the Hackathon tab of /coding at that contest', async ({
    page,
  }) => {
    await page.goto(searchAddress('contest'));
    await group(page, 'Internships & Hackathons')
      .getByRole('link', { name: /Code Rush: DSA Contest/ })
      .click();
    await expect(page).toHaveURL(`${pathTo('coding')}#code-rush-contest`);
    await expect(page.getByRole('tab', { name: 'Hackathon' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('#code-rush-contest')).toBeInViewport();
  });

  test("a learners' FAQ result opens that question on the contact page, in education mode", async ({
    page,
  }) => {
    await page.goto(searchAddress('python'));
    await expect(page.getByTestId('mode-switch')).toHaveAttribute('aria-checked', 'false');
    await group(page, 'FAQs')
      .getByRole('link', { name: /Which language should I learn first/ })
      .click();
    await expect(page).toHaveURL(`${pathTo('contact')}#programming-basics-2`);
    await expect(page.getByTestId('mode-switch')).toHaveAttribute('aria-checked', 'true');
    const question = page
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .getByRole('button', { name: 'Which language should I learn first: C, Java or Python?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeInViewport();
  });

  test('an education-app released before search entries: its groups do not show, nothing fails', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // Its manifest as a remote of contract 3.0 wrote it: every module but './searchEntries'.
    const olderModules = contractModules.educationApp.filter((name) => name !== './searchEntries');
    await page.route(
      (url) =>
        url.origin === e2eOrigins.educationApp && /__federation_expose_Manifest/.test(url.pathname),
      (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `export default { app: 'education-app', contractVersion: '${CONTRACT_VERSION.replace(/^(\d+)\..*/, '$1.0.0')}', modules: ${JSON.stringify(olderModules)} };`,
        }),
    );
    await page.goto(searchAddress('python'));
    await expect(resultTitles(page, 'Related services')).toHaveText(['AI & ML Services']);
    await expect(resultTitles(page, 'FAQs').first()).toHaveText(
      'Which language should I learn first: C, Java or Python?',
    );
    await expect(group(page, 'Courses')).toHaveCount(0);
    await expect(group(page, 'Tutorials')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Searching' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('if education-app cannot load, the other results show and the page says what is missing', async ({
    page,
  }) => {
    await page.route(`${e2eOrigins.educationApp}/remoteEntry.js*`, (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
    await page.goto(searchAddress('python'));
    await expect(
      page.getByText(
        "We can't search courses, tutorials, internships and hackathons right now. Please try again in a moment.",
      ),
    ).toBeVisible();
    await expect(resultTitles(page, 'Related services')).toHaveText(['AI & ML Services']);
    await expect(resultTitles(page, 'FAQs').first()).toBeVisible();
    await expect(group(page, 'Tutorials')).toHaveCount(0);
  });
});

test('an empty search shows a short prompt, not every page', async ({ page }) => {
  await page.goto(pathTo('search'));
  await expect(mainHeading(page)).toHaveText('Search');
  await expect(page.getByTestId('search-prompt')).toContainText(
    'Type what you are looking for into the search box in the header',
  );
  await expect(group(page, 'Pages')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Search \|/);

  // A blank query is no query.
  await page.goto(searchAddress('  '));
  await expect(mainHeading(page)).toHaveText('Search');
  await expect(page.getByTestId('search-prompt')).toBeVisible();

  // An example search from the prompt shows its results.
  await page.getByTestId('search-prompt').getByRole('link', { name: 'bootcamp' }).click();
  await expect(page).toHaveURL(searchAddress('bootcamp'));
  await expect(mainHeading(page)).toHaveText('Search results for "bootcamp"');
  await expect(resultTitles(page, 'Courses').first()).toHaveText(
    'Full-Stack Web Development Bootcamp',
  );
});
