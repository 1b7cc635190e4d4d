import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { chromiumLaunchOptions } from '../support/chromium';
import { e2eOrigins, e2ePorts, hostFolders } from '../support/e2e-env';
import { queryRows } from '../support/database';
import { SHELL_ENTRY, holdShellCode } from '../support/network';
import { pathTo } from '../support/routes';
import { localhostCertificate, startTlsFront } from '../support/tls';
import {
  cspReportUrl,
  shellSecurityHeaders,
  startStaticServer,
} from '../../scripts/delivery/static-server.mjs';
import type { RuntimeConfig } from '@site/shared';
import { CONTRACT_VERSION, contractModules } from '@site/shared/contracts/remote-modules';

interface ReportRow extends Record<string, unknown> {
  kind: string;
  app: string;
  build_version: string;
  route: string;
  message: string;
  component_stack: string;
}

/** The stored reports of one kind on one route, newest first. */
function reports(kind: string, route: string) {
  return queryRows<ReportRow>(
    'SELECT kind, app, build_version, route, message, component_stack FROM client_error_reports WHERE kind = $1 AND route = $2 ORDER BY id DESC',
    [kind, route],
  );
}

/** The stored reports of one kind on one route whose message contains `words`. */
async function reportsSaying(kind: string, route: string, words: string) {
  return (await reports(kind, route)).filter((row) => row.message.includes(words));
}

/** The build an origin serves now. */
async function liveBuild(origin: string): Promise<string> {
  return ((await (await fetch(`${origin}/version.json`)).json()) as { buildVersion: string })
    .buildVersion;
}

test('a hydration mismatch is reported as recoverable, with the app and its build', async ({
  page,
}) => {
  // Something changes the page's text before React hydrates it (an extension, a translator).
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const heading = document.querySelector('main h1');
      if (!heading?.lastChild) return;
      observer.disconnect();
      heading.lastChild.textContent = 'BrajCode Tech';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(pathTo('about'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About BrajCode Technologies');
  await expect
    .poll(async () => (await reports('recoverable', pathTo('about'))).length)
    .toBeGreaterThan(0);
  const [row] = await reports('recoverable', pathTo('about'));
  expect(row).toMatchObject({ app: 'shell', build_version: await liveBuild(e2eOrigins.shell) });
});

test("an error caught in a remote's slot is reported for that remote", async ({ page }) => {
  await page.route(/__federation_expose_PortfolioPage/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function BrokenPortfolio() { throw new Error("portfolio render failed"); }',
    }),
  );
  await page.goto(pathTo('portfolio'));
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await expect
    .poll(async () => (await reports('caught', pathTo('portfolio'))).length)
    .toBeGreaterThan(0);
  const [row] = await reports('caught', pathTo('portfolio'));
  expect(row).toMatchObject({
    app: 'tech-app',
    build_version: await liveBuild(e2eOrigins.techApp),
  });
  expect(row!.message).toContain('portfolio render failed');
});

test('an uncaught exception is reported', async ({ page }) => {
  await page.goto(pathTo('refundPolicy'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
  // An error of the running site (the next test throws one while the page is still starting up).
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('refund page went wrong');
    });
  });
  await expect
    .poll(async () => (await reports('uncaught', pathTo('refundPolicy'))).length)
    .toBeGreaterThan(0);
  const [row] = await reports('uncaught', pathTo('refundPolicy'));
  expect(row).toMatchObject({ app: 'shell', build_version: await liveBuild(e2eOrigins.shell) });
  expect(row!.message).toContain('refund page went wrong');
});

test('an uncaught exception thrown while the page is still starting up is reported', async ({
  page,
}) => {
  // The shell's code is held back until the page has thrown: the prerendered page shows, and
  // nothing of the site but the early script runs yet.
  const letShellArrive = await holdShellCode(page);
  const shellRequested = page.waitForRequest(SHELL_ENTRY);
  const message = 'terms page went wrong before start-up';
  await page.goto(pathTo('termsOfService'), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await shellRequested;
  // Resolves once the error has been thrown.
  await page.evaluate(
    (words) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          throw new Error(words);
        });
        setTimeout(resolve);
      }),
    message,
  );
  letShellArrive();
  await expect
    .poll(async () => (await reportsSaying('uncaught', pathTo('termsOfService'), message)).length)
    .toBeGreaterThan(0);
  const [row] = await reportsSaying('uncaught', pathTo('termsOfService'), message);
  expect(row).toMatchObject({ app: 'shell', build_version: await liveBuild(e2eOrigins.shell) });
});

test("a render error no boundary catches is reported as uncaught, by React's root", async ({
  page,
}) => {
  // A bug in the shell's own code outside every error boundary: the theme menu, which loads
  // when the visitor first presses the theme control, throws while it renders.
  await page.route(/\/assets\/theme-menu-[\w-]{8}\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export function ThemeMenu() { throw new Error("theme menu failed to render"); }',
    }),
  );
  await page.goto(pathTo('about'));
  await page.getByRole('banner').getByRole('button', { name: 'Theme: Dark' }).click();
  // Nothing catches it, so React takes the page down (onUncaughtError).
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect
    .poll(
      async () => (await reportsSaying('uncaught', pathTo('about'), 'theme menu failed')).length,
    )
    .toBeGreaterThan(0);
  const [row] = await reportsSaying('uncaught', pathTo('about'), 'theme menu failed');
  expect(row).toMatchObject({ app: 'shell', build_version: await liveBuild(e2eOrigins.shell) });
  // Reported by React's root, which names the components it was rendering.
  expect(row!.component_stack).not.toBe('');
});

test('a remote that cannot be loaded is reported for that remote', async ({ page }) => {
  await page.route(`${e2eOrigins.educationApp}/remoteEntry.js*`, (route) => route.abort('failed'));
  await page.goto(pathTo('cohort'));
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await expect
    .poll(async () => (await reports('remote-load', pathTo('cohort'))).length)
    .toBeGreaterThan(0);
  expect((await reports('remote-load', pathTo('cohort')))[0]).toMatchObject({
    app: 'education-app',
    build_version: await liveBuild(e2eOrigins.educationApp),
  });
});

test('a module missing from the deployed remote is reported, naming the module and the build', async ({
  page,
}) => {
  // tech-app deployed without ./CareersPage: its manifest lists every other module.
  const modules = contractModules.techApp.filter((module) => module !== './CareersPage');
  await page.route(/__federation_expose_Manifest-[\w-]{8}\.js$/, (route) =>
    route.request().url().startsWith(e2eOrigins.techApp)
      ? route.fulfill({
          contentType: 'text/javascript',
          body: `export default ${JSON.stringify({ app: 'tech-app', contractVersion: CONTRACT_VERSION, modules })};`,
        })
      : route.continue(),
  );
  await page.goto(pathTo('careers'));
  await expect(page.getByTestId('remote-error')).toContainText(
    'tech-app does not expose ./CareersPage',
  );
  const missing = () =>
    reportsSaying('remote-load', pathTo('careers'), 'does not expose ./CareersPage');
  await expect.poll(async () => (await missing()).length).toBeGreaterThan(0);
  const [row] = await missing();
  expect(row).toMatchObject({
    app: 'tech-app',
    build_version: await liveBuild(e2eOrigins.techApp),
    message: 'RemoteModuleMissingError: tech-app does not expose ./CareersPage',
  });
});

test("a chunk of the shell's code that cannot be loaded is reported", async ({ page }) => {
  await page.route(/\/assets\/terms-of-service-page-[\w-]{8}\.js$/, (route) =>
    route.abort('failed'),
  );
  await page.goto(pathTo('privacyPolicy'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
  await expect
    .poll(async () => (await reports('chunk-load', pathTo('termsOfService'))).length)
    .toBeGreaterThan(0);
  expect((await reports('chunk-load', pathTo('termsOfService')))[0]).toMatchObject({
    app: 'shell',
    build_version: await liveBuild(e2eOrigins.shell),
  });
});

test('a CSP violation is reported by the browser itself, through report-uri over http', async ({
  page,
}) => {
  // Over http the pages name no report-to (Chromium would ignore it), so the browser posts the
  // violation to the page's report-uri (scripts/delivery/static-server.mjs).
  await page.goto(pathTo('contact'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  // Inline script is what the CSP forbids: the browser blocks it and reports it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
  });
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await expect
    .poll(async () => (await reports('csp', pathTo('contact'))).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect((await reports('csp', pathTo('contact')))[0]).toMatchObject({
    app: 'shell',
    build_version: await liveBuild(e2eOrigins.shell),
  });
});

test('over https, a CSP violation is reported through report-to (the Reporting API)', async ({
  playwright,
}) => {
  // Chromium takes a page's reporting endpoints only from an https answer and sends reports
  // only to an https endpoint: the shell's pages and the API are served here over TLS, as in
  // production, with the pages' headers made as the static host makes them.
  const tls = await localhostCertificate();
  const api = await startTlsFront(tls, e2ePorts.secureApi, e2eOrigins.api);
  const config = JSON.parse(
    await readFile(path.join(hostFolders.shell, 'site-config.json'), 'utf8'),
  ) as RuntimeConfig;
  const shellBuild = await liveBuild(e2eOrigins.shell);
  const reportTo = cspReportUrl(e2eOrigins.secureApi, 'shell', shellBuild);
  const shell = await startStaticServer({
    root: hostFolders.shell,
    port: e2ePorts.secureShell,
    cleanUrls: true,
    tls,
    headers: () => shellSecurityHeaders(config, reportTo),
  });
  // Reports leave about a second after the violation rather than a minute; the certificate is
  // the test's own.
  const browser = await playwright.chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--short-reporting-delay', '--ignore-certificate-errors'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => sessionStorage.setItem('contact-popup-closed', 'true'));
    const answer = await page.goto(`${e2eOrigins.secureShell}${pathTo('privacyPolicy')}`);
    expect(answer?.headers()['content-security-policy']).toContain('report-to csp-endpoint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    // An image from a host the CSP does not list.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.png';
      document.body.append(image);
    });
    const violations = () =>
      reportsSaying('csp', pathTo('privacyPolicy'), 'https://tracker.example/pixel.png');
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    expect((await violations())[0]).toMatchObject({
      app: 'shell',
      build_version: shellBuild,
      message: 'Blocked by img-src: https://tracker.example/pixel.png',
    });
    // The Reporting API's format, not report-uri's.
    expect(api.requests).toContain('POST application/reports+json');
    expect(api.requests).not.toContain('POST application/csp-report');
  } finally {
    await browser.close();
    await new Promise((resolve) => shell.close(resolve));
    await api.close();
  }
});
