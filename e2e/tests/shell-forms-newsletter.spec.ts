import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fulfillJson, interceptPosts, subscribeEndpoint, uniqueEmail } from './shell-forms-support';
import { holdRequests } from '../support/network';
import { pathTo } from '../support/routes';

function ctaNewsletter(page: Page) {
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  return {
    email: form.getByLabel(/newsletter|inbox/i),
    button: form.getByRole('button', { name: /Subscrib/ }),
    message: form.getByTestId('cta-newsletter-message'),
  };
}

function footerNewsletter(page: Page) {
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  return {
    email: form.getByRole('textbox'),
    button: form.getByRole('button', { name: /Subscrib/ }),
    message: form.getByTestId('footer-newsletter-message'),
  };
}

test.describe('call-to-action newsletter', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(pathTo('home'));
    await ctaNewsletter(page).email.scrollIntoViewIfNeeded();
  });

  test('an empty email shows the message and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url() === subscribeEndpoint) posts.push(request.method());
    });
    const cta = ctaNewsletter(page);
    await expect(cta.email).toHaveAttribute('type', 'email');
    await expect(cta.email).toHaveAttribute('required', '');
    await cta.email.fill('   ');
    await cta.button.click();
    await expect(cta.message).toHaveText('❌ Please enter your email.');
    expect(posts).toEqual([]);
  });

  test('subscribes through the real API, then reports the duplicate with the server message', async ({
    page,
  }) => {
    // Held at the network until the busy state has been seen, then let through to the API.
    const release = await holdRequests(page, subscribeEndpoint);
    const cta = ctaNewsletter(page);
    const email = uniqueEmail('cta');
    await cta.email.fill(email);
    await cta.button.click();
    await expect(cta.button).toHaveText('Subscribing...');
    await expect(cta.button).toBeDisabled();
    release();
    await expect(cta.message).toHaveText('✅ Subscribed successfully! 🎉 Check your inbox.');
    await expect(cta.email).toHaveValue('');
    await expect(cta.button).toHaveText('Subscribe');

    await cta.email.fill(email.toUpperCase());
    await cta.button.click();
    await expect(cta.message).toHaveText('❌ This email is already subscribed.');
    await expect(cta.email).toHaveValue(email.toUpperCase());
  });

  test('other failures and network failures keep the email, and a retry works', async ({
    page,
  }) => {
    const cta = ctaNewsletter(page);
    const email = uniqueEmail('cta-retry');
    await cta.email.fill(email);

    const stopFailing = await interceptPosts(page, subscribeEndpoint, (route) =>
      fulfillJson(route, 500, { detail: 'Internal error' }),
    );
    await cta.button.click();
    await expect(cta.message).toHaveText('⚠️ Something went wrong. Please try again.');
    await expect(cta.email).toHaveValue(email);
    stopFailing();

    const stopAborting = await interceptPosts(page, subscribeEndpoint, (route) =>
      route.abort('connectionrefused'),
    );
    await cta.button.click();
    await expect(cta.message).toHaveText('⚠️ Network error. Please try again.');
    await expect(cta.email).toHaveValue(email);
    stopAborting();

    await cta.button.click();
    await expect(cta.message).toHaveText('✅ Subscribed successfully! 🎉 Check your inbox.');
  });
});

test('footer newsletter: success, server email error, other failure and network failure', async ({
  page,
}) => {
  // Home has the call-to-action section's form instead; every other page has the footer's.
  await page.goto(pathTo('about'));
  const footer = footerNewsletter(page);
  const email = uniqueEmail('footer');
  await footer.email.fill(email);
  await footer.button.click();
  await expect(footer.message).toHaveText('Subscribed successfully!');
  await expect(footer.email).toHaveValue('');

  await footer.email.fill(email);
  await footer.button.click();
  await expect(footer.message).toHaveText('❌ This email is already subscribed.');
  // The message is about the address: the field is marked and described by it.
  await expect(footer.email).toHaveAttribute('aria-invalid', 'true');
  await expect(footer.email).toHaveAccessibleDescription('❌ This email is already subscribed.');
  // Editing the address drops the old answer.
  await footer.email.press('End');
  await footer.email.pressSequentially('m');
  await expect(footer.message).toHaveText('');
  await expect(footer.email).not.toHaveAttribute('aria-invalid', 'true');
  await footer.email.press('Backspace');

  const stopFailing = await interceptPosts(page, subscribeEndpoint, (route) =>
    fulfillJson(route, 503),
  );
  await footer.button.click();
  await expect(footer.message).toHaveText('Something went wrong.');
  // Not the address's fault: the field stays unmarked.
  await expect(footer.email).not.toHaveAttribute('aria-invalid', 'true');
  stopFailing();

  const stopAborting = await interceptPosts(page, subscribeEndpoint, (route) =>
    route.abort('connectionrefused'),
  );
  await footer.button.click();
  await expect(footer.message).toHaveText('Network error. Please try again.');
  stopAborting();
});
