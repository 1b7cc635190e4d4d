import { collectPageErrors, expect, mainHeading, test } from '../support/fixtures';
import { e2eOrigins } from '../support/e2e-env';
import { pathTo } from '../support/routes';

test('home still renders when tech-app cannot be loaded; its fragments offer Retry', async ({
  page,
}) => {
  let blocked = true;
  await page.route(`${e2eOrigins.techApp}/remoteEntry.js*`, (route) =>
    blocked ? route.abort('failed') : route.continue(),
  );
  collectPageErrors(page);
  await page.goto(pathTo('home'));
  await expect(mainHeading(page)).toHaveText('Websites, apps and AI that grow your business');

  const techFragments = ['portfolio', 'pricing', 'services'].map((name) =>
    page.getByTestId(`home-fragment-${name}`),
  );
  for (const fragment of techFragments) {
    // A fragment's code is fetched when the visitor scrolls to it.
    await fragment.scrollIntoViewIfNeeded();
    await expect(fragment.getByTestId('remote-error')).toContainText('temporarily unavailable');
  }
  // Everything the shell and the other remote own is untouched.
  await expect(page.getByTestId('programs-heading')).toBeVisible();
  await expect(page.getByTestId('hero-stats').locator('dd .sr-only')).toHaveText([
    '10+',
    '8+',
    '4.9/5',
    '24/7',
  ]);
  await expect(page.getByTestId('client-testimonials').getByTestId('testimonial')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(
    page.getByTestId('home-cta').getByRole('form', { name: 'Newsletter signup' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  blocked = false;
  const services = page.getByTestId('home-fragment-services');
  await services.getByRole('button', { name: 'Retry' }).click();
  await expect(services.getByRole('button', { name: 'Explore More Services' })).toBeVisible();
});
