import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from '../support/fixtures';
import { holdShellCode } from '../support/network';
import { pathTo } from '../support/routes';
import { switchToEducationMode } from '../support/site-controls';
import { boxOf } from './polish-support';

test.describe('header search', () => {
  test('empty or blank text does nothing', async ({ page }) => {
    await page.goto(pathTo('about'));
    const search = page.locator('#header-search-desktop');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(pathTo('about'));
  });

  test('a nav label, ignoring case and surrounding spaces, goes to its route', async ({ page }) => {
    await page.goto(pathTo('home'));
    const search = page.locator('#header-search-desktop');
    await search.fill('  PRICING ');
    await search.press('Enter');
    await expect(page).toHaveURL(pathTo('pricing'));
  });

  test('other text goes to /search with q URL-encoded', async ({ page }) => {
    await page.goto(pathTo('home'));
    const search = page.locator('#header-search-desktop');
    await search.fill(' web & cloud ');
    await search.press('Enter');
    await expect(page).toHaveURL(`${pathTo('search')}?q=web%20%26%20cloud`);
  });

  test('on the results page the box shows the words searched for, to refine them', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    const search = page.locator('#header-search-desktop');
    await search.fill(' cloud ');
    await search.press('Enter');
    await expect(mainHeading(page)).toHaveText('Search results for "cloud"');
    await expect(search).toHaveValue('cloud');
    await search.press('End');
    await search.pressSequentially(' hosting');
    await search.press('Enter');
    await expect(mainHeading(page)).toHaveText('Search results for "cloud hosting"');
    await expect(search).toHaveValue('cloud hosting');

    // Another page: the box is empty again.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(pathTo('about'));
    await expect(search).toHaveValue('');
  });
});

test('header links follow the mode, with the active link highlighted', async ({ page }) => {
  await page.goto(pathTo('pricing'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Services',
    'Pricing',
    'Careers',
    'About',
    'Contact',
  ]);
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
    'href',
    pathTo('contact'),
  );

  await page.getByTestId('mode-switch').click();
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Education',
    'Cohort',
    'Coding',
    'About',
    'Contact',
  ]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
    'href',
    pathTo('enroll'),
  );
});

test('the header is fixed and 14 units (3.5rem) high', async ({ page }) => {
  await page.goto(pathTo('home'));
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'fixed');
  await expect(header).toHaveCSS('height', '56px');
});

test('the Services submenu lists the eight services', async ({ page }) => {
  await page.goto(pathTo('home'));
  await page.getByRole('button', { name: 'Services menu' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(9);
  await page.getByRole('menuitem', { name: 'Cybersecurity' }).click();
  await expect(page).toHaveURL(pathTo('serviceDetail', { id: 'cybersecurity' }));
});

test('the theme menu switches dark and light, stores vite-ui-theme and sets the class on <html>', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  const themeControl = page.getByTestId('theme-toggle').first();
  await expect(themeControl).toHaveAccessibleName('Theme: Dark');
  await themeControl.click();
  await page.getByRole('menuitemradio', { name: 'Light', exact: true }).click();
  await expect(html).toHaveClass(/light/);
  await expect(themeControl).toHaveAccessibleName('Theme: Light');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
  await page.reload();
  await expect(html).toHaveClass(/light/);
});

test('a stored light theme stays on <html> from the first paint through start-up', async ({
  page,
}) => {
  // Every class <html> has had, each read from the value a change replaced.
  await page.addInitScript(() => {
    window.localStorage.setItem('vite-ui-theme', 'light');
    const seen: string[] = [];
    Object.assign(window, { htmlClassesSeen: seen });
    new MutationObserver((records) => {
      for (const record of records) seen.push(record.oldValue ?? '');
    }).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class'],
      attributeOldValue: true,
    });
  });
  await page.goto(pathTo('pricing'));
  // Once the theme menu opens, the page has started.
  await page.getByTestId('theme-toggle').first().click();
  await expect(page.getByRole('menuitemradio', { name: 'Light', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  const classesSeen = await page.evaluate(() => [
    ...(window as unknown as { htmlClassesSeen: string[] }).htmlClassesSeen.slice(1),
    document.documentElement.className,
  ]);
  // The first value is the bare <html> before the early script set the theme.
  expect(classesSeen.every((classes) => classes.split(' ').includes('light'))).toBe(true);
  expect(classesSeen.some((classes) => classes.split(' ').includes('dark'))).toBe(false);
});

test('the theme control shows and names the stored choice from the first paint, and each new one', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('vite-ui-theme')) {
      window.localStorage.setItem('vite-ui-theme', 'light');
    }
  });
  const release = await holdShellCode(page);
  await page.goto(pathTo('about'), { waitUntil: 'commit' });
  const themeControl = page.getByRole('banner').getByTestId('theme-toggle').first();
  // Lucide's class names: the sun for light, the moon for dark, a screen for system.
  const expectIcon = async (shown: 'sun' | 'moon' | 'monitor') => {
    for (const icon of ['sun', 'moon', 'monitor']) {
      await expect(themeControl.locator(`svg.lucide-${icon}`)).toBeVisible({
        visible: icon === shown,
      });
    }
  };
  // Before the shell's code has arrived: the sun of the stored light theme, not the default
  // moon, and its name.
  await expectIcon('sun');
  await expect(themeControl).toHaveAccessibleName('Theme: Light');
  release();

  await themeControl.click();
  await page.getByRole('menuitemradio', { name: 'Dark', exact: true }).click();
  await expectIcon('moon');
  await expect(themeControl).toHaveAccessibleName('Theme: Dark');
  await themeControl.click();
  await page.getByRole('menuitemradio', { name: /^System/ }).click();
  await expectIcon('monitor');
  await expect(themeControl).toHaveAccessibleName('Theme: System (light)');
  await page.reload();
  await expectIcon('monitor');
  await expect(themeControl).toHaveAccessibleName('Theme: System (light)');
});

test.describe('with "system" stored', () => {
  test.use({ colorScheme: 'dark' });

  test('the theme follows the system, the control always names it, and any choice can be made', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('vite-ui-theme', 'system'));
    await page.goto(pathTo('home'));
    const html = page.locator('html');
    const themeControl = page.getByTestId('theme-toggle').first();
    await expect(html).toHaveClass(/dark/);
    await expect(themeControl).toHaveAccessibleName('Theme: System (dark)');

    // The system switches to light: the page and the control's name follow at once.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveClass(/light/);
    await expect(html).not.toHaveClass(/dark/);
    await expect(themeControl).toHaveAccessibleName('Theme: System (light)');

    // The first press opens the menu with System checked; choosing Dark changes the page.
    await themeControl.click();
    await expect(page.getByRole('menuitemradio', { name: 'System (light)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('menuitemradio', { name: 'Dark', exact: true }).click();
    await expect(html).toHaveClass(/dark/);
    await expect(themeControl).toHaveAccessibleName('Theme: Dark');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

    // System can be chosen again from the menu.
    await themeControl.click();
    await page.getByRole('menuitemradio', { name: 'System (light)' }).click();
    await expect(html).toHaveClass(/light/);
    await expect(themeControl).toHaveAccessibleName('Theme: System (light)');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
  });
});

test('the page scrolls to the top on every path change', async ({ page }) => {
  await page.goto(pathTo('home'));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(mainHeading(page)).toHaveText('Privacy Policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(mainHeading(page)).toBeFocused();
});

test('the logo and "Get a Quote", pressed on their own page, take the visitor to its top', async ({
  page,
}) => {
  const header = page.getByRole('banner');
  for (const [path, link] of [
    [pathTo('home'), 'BrajCode Home'],
    [pathTo('contact'), 'Get a Quote'],
  ] as const) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await header.getByRole('link', { name: link }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(mainHeading(page)).toBeFocused();
  }
});

for (const width of [1024, 1152, 1279, 1280, 1440]) {
  test(`at ${width} px every control of the header is whole on screen, in both modes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(pathTo('home'));
    const controls = page.getByRole('banner').locator('a:visible, button:visible, input:visible');
    const expectAllOnScreen = async (mode: string) => {
      expect(await controls.count()).toBeGreaterThan(2);
      for (const control of await controls.all()) {
        const box = (await control.boundingBox())!;
        const name = `${mode}: ${await control.evaluate((node) => node.outerHTML.slice(0, 80))}`;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      }
    };
    await expectAllOnScreen('tech');
    await switchToEducationMode(page);
    await expectAllOnScreen('education');
  });
}

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Opens `path` and its menu panel with the menu button; returns the panel. */
  async function openMenuPanel(page: Page, path: string) {
    await page.goto(path);
    await page.getByTestId('mobile-menu-button').click();
    return page.locator('#mobile-menu');
  }

  /** Opens the menu on /contact scrolled 400 px down, with a tap or a click; returns its panel. */
  async function openMenuPartWayDown(page: Page, press: 'tap' | 'click') {
    await page.goto(pathTo('contact'));
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.getByTestId('mobile-menu-button')[press]();
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeVisible();
    return panel;
  }

  test('"Get a Quote" in the menu, pressed on /contact, closes the menu at the top of the page', async ({
    page,
  }) => {
    await page.goto(pathTo('contact'));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByTestId('mobile-menu-button').click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(mainHeading(page)).toBeFocused();
  });

  test('the logo pressed with the menu open leads home with the menu closed and the page live', async ({
    page,
  }) => {
    const panel = await openMenuPanel(page, pathTo('about'));
    await expect(panel).toBeVisible();
    await page.getByRole('link', { name: 'BrajCode Home' }).click();
    await expect(page).toHaveURL(pathTo('home'));
    await expect(panel).toHaveCount(0);
    await expect(mainHeading(page)).toBeFocused();
  });

  test('a screen widened past the menu button closes the menu and gives the page back', async ({
    page,
  }) => {
    const panel = await openMenuPanel(page, pathTo('about'));
    await expect(panel).toBeVisible();
    await page.setViewportSize({ width: 1300, height: 844 });
    await expect(panel).toHaveCount(0);
    const firstLinkOfPage = page.getByRole('main').getByRole('link').first();
    await firstLinkOfPage.focus();
    await expect(firstLinkOfPage).toBeFocused();
  });

  test("the menu's search box searches, and on the results page shows the words searched for", async ({
    page,
  }) => {
    const panel = await openMenuPanel(page, pathTo('about'));
    await panel.getByRole('searchbox').fill('cloud');
    await panel.getByRole('searchbox').press('Enter');
    await expect(mainHeading(page)).toHaveText('Search results for "cloud"');
    await page.getByTestId('mobile-menu-button').click();
    await expect(page.locator('#mobile-menu').getByRole('searchbox')).toHaveValue('cloud');
  });

  test('while the menu is open the page behind it neither scrolls nor takes the keyboard', async ({
    page,
  }) => {
    const panel = await openMenuPartWayDown(page, 'click');

    // A wheel over the dimmed page, below the panel, then one over the panel.
    const panelBox = await boxOf(panel);
    await page.mouse.move(195, panelBox.y + panelBox.height + 60);
    await page.mouse.wheel(0, 600);
    await page.mouse.move(195, panelBox.y + 40);
    await page.mouse.wheel(0, 600);
    // Two frames: a scroll the wheel started would have landed by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(400);

    // Tab from the panel's last control goes on to the dock, never into the dimmed page.
    await panel.getByRole('link', { name: 'Get a Quote' }).focus();
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Tab');
      await expect(page.locator('main :focus, footer :focus')).toHaveCount(0);
    }
    // Shift+Tab from the header's first link skips the skip link, which leads into the page.
    await page.getByRole('banner').getByRole('link').first().focus();
    await page.keyboard.press('Shift+Tab');
    await expect(
      page.getByRole('link', { name: 'Skip to content', includeHidden: true }),
    ).not.toBeFocused();
    await expect(page.locator('main :focus, footer :focus')).toHaveCount(0);
    await expect(panel).toBeVisible();
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true });

    test('a swipe on the dimmed page behind the open menu does not scroll it', async ({ page }) => {
      const panel = await openMenuPartWayDown(page, 'tap');

      // A finger dragged up the dimmed page, below the panel, as a visitor reading on would.
      const panelBox = await boxOf(panel);
      const start = panelBox.y + panelBox.height + 200;
      const touch = await page.context().newCDPSession(page);
      const at = (y: number) => [{ x: 195, y }];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(start) });
      for (let y = start - 10; y >= start - 200; y -= 10) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      // Two frames: a scroll the swipe started would have landed by then.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(400);
      await expect(panel).toBeVisible();
    });
  });

  test('Escape closes the menu panel and gives focus back to its button', async ({ page }) => {
    const panel = await openMenuPanel(page, pathTo('about'));
    const menuButton = page.getByTestId('mobile-menu-button');
    await panel.getByRole('searchbox').fill('pyt');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap on the page behind the menu panel closes the panel and does nothing else', async ({
    page,
  }) => {
    const panel = await openMenuPanel(page, pathTo('services'));
    await panel.getByRole('searchbox').click();
    await expect(panel).toBeVisible();
    // A link of the page that shows below the open panel, where a thumb would tap to close it.
    const panelBox = (await panel.boundingBox())!;
    const panelBottom = panelBox.y + panelBox.height;
    let linkBelow: { x: number; y: number } | undefined;
    for (const link of await page.locator('main a:visible').all()) {
      const box = (await link.boundingBox())!;
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (middle.y > panelBottom + 8 && middle.y < 700) {
        linkBelow = middle;
        break;
      }
    }
    expect(linkBelow).toBeDefined();
    await page.mouse.click(linkBelow!.x, linkBelow!.y);
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(pathTo('services'));
  });

  test('Escape in the enquiry widget opened over the menu panel closes the widget, not the panel', async ({
    page,
  }) => {
    const panel = await openMenuPanel(page, pathTo('about'));
    await expect(panel).toBeVisible();
    // By keyboard: the button's bounce keeps it from holding still for a pointer.
    await page.getByRole('button', { name: "Let's Talk" }).focus();
    await page.keyboard.press('Enter');
    const widget = page.getByRole('region', { name: 'Ask Your Query' });
    await expect(widget.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(widget).toHaveCount(0);
    await expect(panel).toBeVisible();
  });

  test('choosing a theme from the header while the menu panel is open leaves the panel open', async ({
    page,
  }) => {
    const panel = await openMenuPanel(page, pathTo('about'));
    await page.getByRole('banner').getByTestId('theme-toggle').locator('visible=true').click();
    await page.getByRole('menuitemradio', { name: 'Light', exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/light/);
    await expect(panel).toBeVisible();
  });

  test('the menu panel has the links, search and call to action, and closes on a pick', async ({
    page,
  }) => {
    await page.goto(pathTo('home'));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByTestId('mobile-menu-button').click();
    const panel = page.locator('#mobile-menu');
    await expect(panel.getByRole('link', { name: 'Get a Quote' })).toBeVisible();
    await expect(panel.getByRole('searchbox')).toBeVisible();
    await panel.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(pathTo('careers'));
    await expect(panel).toBeHidden();
  });

  test("the menu's links are rows of their own, none overlapping the next", async ({ page }) => {
    const panel = await openMenuPanel(page, pathTo('home'));
    const links = panel.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    const boxes = await links.evaluateAll((elements) =>
      elements.map((element) => {
        const { top, bottom, height } = element.getBoundingClientRect();
        return { top, bottom, height };
      }),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.height).toBeGreaterThanOrEqual(36);
      if (index > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
    }
  });

  test('the panel holds still as it opens; its list of services opens when asked', async ({
    page,
  }) => {
    const panel = await openMenuPanel(page, pathTo('about'));
    const modeSwitch = panel.getByTestId('mode-switch-mobile');
    const where = await modeSwitch.boundingBox();
    // Whatever the panel still loads (tech-app's list of services) arrives without moving it.
    await page.waitForLoadState('networkidle');
    expect(await modeSwitch.boundingBox()).toEqual(where);

    const servicesList = panel.getByRole('button', { name: 'Services list' });
    await expect(servicesList).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Cloud Services' })).toBeHidden();
    await servicesList.click();
    await expect(servicesList).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link', { name: 'Cloud Services' }).click();
    await expect(page).toHaveURL(pathTo('serviceDetail', { id: 'cloud-services' }));
    await expect(panel).toBeHidden();
  });
});
