import { expect, mainHeading, test } from '../support/fixtures';
import { pathTo } from '../support/routes';

test.describe('keyboard only', () => {
  test('skip link, header links, theme menu and mode switch work from the keyboard', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    await expect(mainHeading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeFocused();

    const pricing = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' });
    await pricing.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathTo('pricing'));

    const themeToggle = page.getByTestId('theme-toggle').first();
    await themeToggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Light', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/light/);
    await expect(themeToggle).toHaveAccessibleName('Theme: Light');

    const modeSwitch = page.getByTestId('mode-switch');
    await modeSwitch.focus();
    await page.keyboard.press('Space');
    await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coding' }),
    ).toBeVisible();
  });

  test('"Skip to content" moves focus into the page, past the header', async ({ page }) => {
    await page.goto(pathTo('contact'));
    await expect(mainHeading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() =>
      document.getElementById('main')!.contains(document.activeElement),
    );
    expect(focusedInMain).toBe(true);

    // Only the skip link focuses <main>: a click on the page's text does not focus it.
    await expect(page.getByRole('main')).not.toHaveAttribute('tabindex');
    await page
      .getByRole('main')
      .getByText(/We reply within 24 hours/)
      .first()
      .click();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  });

  test('header search submits with Enter', async ({ page }) => {
    await page.goto(pathTo('home'));
    await page.locator('#header-search-desktop').focus();
    await page.keyboard.type('careers');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathTo('careers'));
  });

  test('the Services submenu opens and is navigated with arrow keys', async ({ page }) => {
    await page.goto(pathTo('home'));
    await page.getByRole('button', { name: 'Services menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'All services' })).toBeFocused();
    // The service items come from tech-app's catalogue, which may still be on its way.
    await expect(page.getByRole('menuitem', { name: 'Web Development' })).toBeVisible();
    const webDevelopment = page.getByRole('menuitem', { name: 'Web Development' });
    await page.keyboard.press('ArrowDown');
    await expect(webDevelopment).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathTo('serviceDetail', { id: 'web-development' }));
    // The page the choice opened takes focus, not the closed menu's trigger.
    await expect(mainHeading(page)).toHaveText(/^Web Development/);
    await expect(mainHeading(page)).toBeFocused();
  });

  test('after a route change focus is on the main heading and the page is announced', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'IT Services' }).click();
    await expect(mainHeading(page)).toBeFocused();
    await expect(page.locator('p[aria-live="polite"].sr-only').last()).toHaveText(
      await page.title(),
    );
  });

  test('a menu opened while the next page is on its way keeps its focus when the page arrives', async ({
    page,
  }) => {
    // The pricing page's code is held until the visitor has opened the theme menu.
    let releasePricingPage = () => {};
    const pricingPageHeld = new Promise<void>((resolve) => (releasePricingPage = resolve));
    await page.route(/__federation_expose_PricingPage-[\w-]{8}\.js$/, async (route) => {
      await pricingPageHeld;
      await route.continue();
    });
    await page.goto(pathTo('home'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(pathTo('pricing'));

    await page.getByTestId('theme-toggle').first().focus();
    await page.keyboard.press('Enter');
    const light = page.getByRole('menuitemradio', { name: 'Light', exact: true });
    await expect(light).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing Plans' })).toHaveCount(0);

    releasePricingPage();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing Plans' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Dark', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('theme-toggle').first()).toBeFocused();
  });

  test('pricing tabs, the carousel and its pause control work from the keyboard', async ({
    page,
  }) => {
    await page.goto(pathTo('pricing'));
    const carousel = page.getByTestId('plan-carousel');
    const activeSlide = carousel.locator('[aria-roledescription="slide"][data-active="true"]');

    const webTab = page.getByRole('tab', { name: 'Web Development' });
    await webTab.focus();
    await page.keyboard.press('ArrowRight');
    const ecommerceTab = page.getByRole('tab', { name: 'E-commerce' });
    await expect(ecommerceTab).toBeFocused();
    await expect(ecommerceTab).toHaveAttribute('aria-selected', 'true');
    await expect(activeSlide).toContainText('E-commerce Starter');
    await page.keyboard.press('ArrowLeft');
    await expect(webTab).toHaveAttribute('aria-selected', 'true');
    await expect(activeSlide).toContainText('CMS Website');

    const next = page.getByRole('button', { name: 'Next plan' });
    await next.focus();
    // Focus inside the carousel stops it moving on by itself.
    await expect(carousel).toHaveAttribute('data-auto-advance', 'false');
    await page.keyboard.press('Enter');
    await expect(activeSlide).toContainText('Basic Website');
    await page.getByRole('button', { name: 'Previous plan' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(activeSlide).toContainText('Custom Web Application');

    // The control says what pressing it does next: pause, then resume.
    await page.getByRole('button', { name: 'Pause automatic plan rotation' }).focus();
    await page.keyboard.press('Space');
    const resume = page.getByRole('button', { name: 'Resume automatic plan rotation' });
    await expect(resume).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause automatic plan rotation' })).toBeFocused();
  });

  test('"Explore More Services" hands keyboard focus to the first card it reveals', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    const services = page.getByTestId('home-fragment-services');
    const explore = services.getByRole('button', { name: 'Explore More Services' });
    await explore.focus();
    await page.keyboard.press('Enter');
    await expect(services.getByTestId('service-card')).toHaveCount(8);
    await expect(explore).toHaveCount(0);
    await expect(
      services.getByRole('link', { name: 'SEO Optimization', exact: true }),
    ).toBeFocused();
  });

  test('FAQ categories and questions open and close from the keyboard', async ({ page }) => {
    await page.goto(pathTo('contact'));
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const category = faq
      .getByRole('heading', { level: 3, name: /Pricing & Payments/ })
      .getByRole('button');
    await category.focus();
    await page.keyboard.press('Enter');
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    const question = faq
      .getByRole('heading', { level: 4, name: 'How much does a website cost?' })
      .getByRole('button');
    await question.focus();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  test('the enquiry widget opens from the keyboard and Escape collapses it, returning focus', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    const letsTalk = page.getByRole('button', { name: "Let's Talk" });
    await letsTalk.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Ask Your Query' });
    await expect(panel.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.type('Neha Gupta');
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(letsTalk).toBeFocused();
  });

  test.describe('small screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu opens, is used and closes from the keyboard', async ({ page }) => {
      await page.goto(pathTo('home'));
      const menuButton = page.getByTestId('mobile-menu-button');
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const about = page.locator('#mobile-menu').getByRole('link', { name: 'About' });
      await about.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(pathTo('about'));
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
