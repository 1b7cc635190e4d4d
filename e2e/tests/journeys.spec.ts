import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { queryRows, uploadDir } from '../support/database';
import { e2eOrigins } from '../support/e2e-env';
import { chosenOption, expect, mainHeading, test } from '../support/fixtures';
import { openPage } from './education-support';
import { journeyEmail, layouts, pdfResume, siteHeader, toastRegion } from './journeys-support';
import { pathTo } from '../support/routes';

/**
 * Whole visits across the shell and both remotes, on the composed production build, each ending
 * in the PostgreSQL database the real API writes to. Every journey runs on a wide screen and at
 * 390 px, where the header's links and mode switch live in the menu panel.
 */

const geoEndpoint = `${e2eOrigins.api}/api/geo/`;

for (const layout of layouts) {
  test.describe(`journeys on ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    // A business finds a service on the home page, compares prices and asks about a plan.
    test('business visitor: home services teaser → service → pricing plan → contact enquiry stored', async ({
      page,
    }) => {
      const plan = { id: 'app-starter', title: 'Starter App', price: '₹14,999+' };
      const email = journeyEmail('business');
      const header = siteHeader(page, layout);

      await page.goto(pathTo('home'));
      await expect(page.getByTestId('home-hero')).toHaveAttribute('data-mode', 'tech');
      const learnMore = page
        .getByTestId('home-fragment-services')
        .getByRole('link', { name: 'Learn More about App Development' });
      await learnMore.click();
      await expect(page).toHaveURL(pathTo('serviceDetail', { id: 'app-development' }));
      await expect(mainHeading(page)).toHaveText('App Development in Agra, Uttar Pradesh');
      await expect(page.getByTestId('service-price')).toHaveText('Starting at ₹14,999');

      await header.navigate('Pricing');
      await expect(page).toHaveURL(pathTo('pricing'));
      await expect(mainHeading(page)).toHaveText('Pricing Plans');
      const carousel = page.getByTestId('plan-carousel');
      await page.getByRole('tab', { name: 'App Development' }).click();
      const activePlan = carousel.locator('[aria-roledescription="slide"][data-active="true"]');
      await expect(activePlan.getByRole('heading', { level: 3 })).toHaveText(plan.title);
      // Resting the pointer on the carousel stops it moving on while the plan is chosen.
      await activePlan.hover();
      await expect(carousel).toHaveAttribute('data-auto-advance', 'false');
      await activePlan
        .getByRole('link', { name: `Get Started with the ${plan.title} plan` })
        .click();

      await expect(page).toHaveURL(`${pathTo('contact')}?plan=${plan.id}`);
      await expect(mainHeading(page)).toHaveText('Contact Us');
      const form = page.locator('main form');
      const subject = form.getByLabel('Subject', { exact: true });
      await expect(subject).toHaveValue(`Enquiry about the ${plan.title} plan (${plan.price})`);
      await form.getByLabel('Name', { exact: true }).fill('Meera Kapoor');
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form
        .getByLabel('Message', { exact: true })
        .fill('We run three clinics in Agra and want a booking app for our patients.');
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(toastRegion(page)).toContainText('Message Sent!');
      await expect(toastRegion(page)).toContainText(
        "Thanks for reaching out! We'll get back to you shortly.",
      );
      await expect(subject).toHaveValue('');

      const rows = await queryRows<{ name: string; subject: string; message: string }>(
        'SELECT name, subject, message FROM contact_messages WHERE email = $1',
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: 'Meera Kapoor',
        message: expect.stringContaining('booking app'),
      });
      expect(rows[0]?.subject).toContain(plan.title);
    });

    // A learner switches to education, picks a course, reads a tutorial and applies to intern.
    test('learner: education mode → Buy Course → enroll notice → coding tutorial → internship application stored', async ({
      page,
    }) => {
      // Keep any embedded video player offline.
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ status: 204 }),
      );
      const course = {
        title: 'Mobile App Development with React Native',
        total: '₹29,999',
      };
      const email = journeyEmail('learner');
      const header = siteHeader(page, layout);

      await page.goto(pathTo('home'));
      await header.switchToEducation();
      await expect(page.getByTestId('home-hero')).toHaveAttribute('data-mode', 'education');

      await header.navigate('Education');
      await expect(page).toHaveURL(pathTo('education'));
      await expect(mainHeading(page)).toHaveText('Learn from developers who ship real software');
      await page.getByRole('button', { name: `Buy Course: ${course.title}` }).click();

      await expect(page).toHaveURL(pathTo('enroll'));
      await expect(mainHeading(page)).toHaveText('Enroll in a Course');
      const enrollment = page.getByRole('form', { name: 'Enrollment' });
      await expect(chosenOption(enrollment.getByLabel('Course'))).toHaveText(course.title);
      await expect(enrollment.getByTestId('enroll-total')).toHaveText(course.total);
      await enrollment.getByLabel('Full Name').fill('Kabir Singh');
      await enrollment.getByLabel('Email').fill(email);
      await enrollment.getByLabel('Phone').fill('+91 98765 43210');
      await enrollment.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(toastRegion(page)).toContainText('Payment Gateway Pending');
      await expect(toastRegion(page)).toContainText(
        `Enrollment for ${course.title} is almost ready, but our payment system is not active yet. Please contact us to enroll or check back soon.`,
      );

      await header.navigate('Coding');
      await expect(page).toHaveURL(pathTo('coding'));
      await expect(mainHeading(page)).toHaveText('Coding Tutorials, Internships & Hackathons');
      const tutorials = page.getByTestId('tutorial-browser');
      const topics = tutorials.getByTestId('topic-list');
      if (layout.smallScreen) {
        // Below md the topic list is a drawer behind the Topics button.
        await expect(topics).toBeHidden();
        await tutorials.getByRole('button', { name: 'Topics' }).click();
      }
      await topics.getByRole('button', { name: 'Java Installation Guide' }).click();
      // The drawer closes after a pick; the wide-screen column stays.
      await expect(topics).toBeVisible({ visible: !layout.smallScreen });
      const topicPane = tutorials.getByTestId('topic-pane');
      await expect(topicPane.getByRole('heading', { level: 3 })).toHaveText(
        'Java Installation Guide',
      );
      await expect(topicPane.getByTestId('blog-content')).toContainText(
        'Before you can write your first Java program',
      );

      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: 'Apply Now: Full-Stack Development Internship' })
        .click();
      await expect(page).toHaveURL(pathTo('applyInternship'));
      await expect(mainHeading(page)).toHaveText('Apply for an Internship');
      const application = page.getByRole('form', { name: 'Internship application' });
      await application.getByLabel('Full Name', { exact: true }).fill('Kabir Singh');
      await application.getByLabel('Email', { exact: true }).fill(email);
      await application.getByLabel('Phone', { exact: true }).fill('+91 98765 43210');
      await application
        .getByLabel('LinkedIn Profile', { exact: true })
        .fill('https://www.linkedin.com/in/kabir-singh');
      await application
        .getByLabel('Why do you want to intern at BrajCode Technologies?')
        .fill('I finished the React Native course projects and want to ship a real app.');
      await application.getByRole('button', { name: 'Submit Application' }).click();
      await expect(toastRegion(page)).toContainText('Application Submitted!');
      await expect(toastRegion(page)).toContainText(
        "Thanks for applying! We'll get back to you soon.",
      );
      await expect(application.getByLabel('Email', { exact: true })).toHaveValue('');

      const rows = await queryRows<{ name: string; linkedin_url: string; message: string }>(
        'SELECT name, linkedin_url, message FROM internship_applications WHERE email = $1',
        [email],
      );
      expect(rows).toEqual([
        {
          name: 'Kabir Singh',
          linkedin_url: 'https://www.linkedin.com/in/kabir-singh',
          message: 'I finished the React Native course projects and want to ship a real app.',
        },
      ]);
    });

    // A job seeker applies for an opening with a resume; the API stores both row and file.
    test('job seeker: careers opening → phone checked → resume uploaded → application and file stored', async ({
      page,
    }) => {
      const email = journeyEmail('job-seeker');
      // The form, once running, asks for the visitor's country; let that settle before typing.
      // It runs at once beside the openings on a wide screen; on a phone, below them, once
      // choosing an opening brings it on screen.
      const geoAnswer = page.waitForResponse(geoEndpoint);
      await openPage(page, pathTo('careers'));
      await expect(mainHeading(page)).toHaveText('Work With Us');

      const openings = page.getByRole('list', { name: 'Current openings' }).getByRole('button');
      const opening = openings.filter({ hasText: 'Full-Stack Developer (MERN)' });
      await opening.click();
      await expect(opening).toHaveAttribute('aria-pressed', 'true');
      await geoAnswer;
      const form = page.getByRole('form', { name: 'Job application' });
      const field = (label: string) => form.getByLabel(label, { exact: true });
      await expect(field('Position')).toHaveValue('Full-Stack Developer (MERN)');

      await field('Full Name').fill('Nisha Rao');
      await field('Email').fill(email);
      const phone = field('Phone Number');
      const phoneError = page.locator('#career-phone-error');
      await phone.fill('12345');
      await phone.blur();
      await expect(phoneError).toHaveText('Indian number must be 10 digits starting with 6–9');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await phone.fill('98765 43210');
      await expect(phone).toHaveValue('9876543210');
      await expect(phoneError).toHaveCount(0);

      await form
        .getByLabel(/LinkedIn or Portfolio URL/)
        .fill('https://www.linkedin.com/in/nisha-rao');
      await field('Cover Letter').fill('I have shipped MERN dashboards for two logistics firms.');
      await field('Resume').setInputFiles(pdfResume);
      await expect(page.getByTestId('resume-file-name')).toContainText(pdfResume.name);
      await form.getByRole('button', { name: 'Submit Application' }).click();

      await expect(toastRegion(page)).toContainText('Application Submitted!');
      await expect(toastRegion(page)).toContainText(
        "Thanks for applying for Full-Stack Developer (MERN) position. We'll get back to you.",
      );
      await expect(field('Full Name')).toHaveValue('');
      await expect(page.getByTestId('resume-file-name')).toHaveCount(0);

      const rows = await queryRows<{
        position: string;
        full_name: string;
        phone: string;
        resume_stored_name: string;
        resume_original_name: string;
        resume_content_type: string;
      }>(
        `SELECT position, full_name, phone, resume_stored_name, resume_original_name,
                resume_content_type
           FROM career_applications WHERE email = $1`,
        [email],
      );
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({
        position: 'full_stack',
        full_name: 'Nisha Rao',
        phone: '+919876543210',
        resume_original_name: pdfResume.name,
        resume_content_type: 'application/pdf',
      });
      // The stored file is the uploaded PDF, under the server's own name.
      const stored = await readFile(path.join(uploadDir(), row!.resume_stored_name));
      expect(stored.equals(pdfResume.buffer)).toBe(true);
    });
  });
}
