import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { deployedBuilds, e2eOrigins, hostFolders } from '../support/e2e-env';
import {
  buildCandidate,
  composedPages,
  liveBuildVersion,
  pageUrl,
  referencedAssets,
  release,
  rollback,
  type RemoteApp,
} from '../support/delivery';
import { isNotFoundPath, pathTo } from '../support/routes';

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

/** Checks every page of the live composition, as a visitor and as a crawler would fetch it. */
async function expectEveryPageHealthy(browser: Browser) {
  const pages = await composedPages();
  const assets = new Set<string>();
  for (const page of pages) {
    const response = await fetch(new URL(pageUrl(page), e2eOrigins.shell));
    expect(response.status, page.path).toBe(isNotFoundPath(page.path) ? 404 : 200);
    for (const asset of referencedAssets(await response.text(), pageUrl(page))) assets.add(asset);
  }
  for (const asset of assets) {
    expect((await fetch(asset)).status, asset).toBe(200);
  }

  // Every route in a browser: no console error, which includes React's recoverable errors
  // (a hydration mismatch) and any request that fails.
  const context = await browser.newContext();
  await context.addInitScript(() => sessionStorage.setItem('contact-popup-closed', 'true'));
  const problems: string[] = [];
  const queue = [...pages];
  const visit = async (tab: Page) => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const url = new URL(pageUrl(page), e2eOrigins.shell).href;
      const onConsole = (message: {
        type(): string;
        text(): string;
        location(): { url: string };
      }) => {
        const notFoundDocument = isNotFoundPath(page.path) && message.location().url === url;
        if (message.type() === 'error' && !notFoundDocument) {
          problems.push(`${page.path}: ${message.text()}`);
        }
      };
      const onError = (error: Error) => problems.push(`${page.path}: ${error.message}`);
      tab.on('console', onConsole);
      tab.on('pageerror', onError);
      await tab.goto(url);
      await tab.waitForLoadState('networkidle');
      tab.off('console', onConsole);
      tab.off('pageerror', onError);
    }
  };
  await Promise.all(Array.from({ length: 3 }, async () => visit(await context.newPage())));
  await context.close();
  expect(problems).toEqual([]);
}

/** A browser without JavaScript: what the first paint shows, before any code runs. */
async function firstPaint(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const heading = page.locator('main h1').first();
  const marker = page.locator('main .release-check');
  const markerBorder = (await marker.count())
    ? await marker.evaluate((element) => getComputedStyle(element).borderTopStyle)
    : null;
  const result = {
    heading: await heading.textContent(),
    markers: await marker.count(),
    markerBorder,
    stylesheets: await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href)),
  };
  await context.close();
  return result;
}

/** The CSS a page's stylesheets answer with now, one after the other. */
async function servedCss(stylesheets: string[]) {
  const answers = await Promise.all(
    stylesheets.map(async (href) => {
      const response = await fetch(href);
      expect(response.status, href).toBe(200);
      return response.text();
    }),
  );
  return answers.join('\n');
}

/** Polls a URL every 50 ms until stopped; returns each answer's status. */
function pollEvery50Ms(url: string) {
  const statuses: number[] = [];
  let polling = true;
  const done = (async () => {
    while (polling) {
      const response = await fetch(url, { cache: 'no-store' }).catch(() => null);
      statuses.push(response?.status ?? 0);
      await response?.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    polling = false;
    await done;
    return statuses;
  };
}

interface DeliveryCase {
  app: RemoteApp;
  origin: string;
  /** The page the release changes, and the words, class and rule it changes there. */
  path: string;
  file: string;
  before: string;
  after: string;
  classBefore: string;
  /** A page of the same app that a visitor has open from before the release. */
  openPath: string;
  /** The link on that page leading to `path`. */
  linkName: string;
}

const cases: DeliveryCase[] = [
  {
    app: 'tech-app',
    origin: e2eOrigins.techApp,
    path: pathTo('services'),
    file: 'src/pages/services-page.tsx',
    before: 'IT services that grow your business',
    after: 'IT services, released by the tech team',
    classBefore: 'className="mb-10 max-w-3xl"',
    openPath: pathTo('pricing'),
    linkName: 'IT Services',
  },
  {
    app: 'education-app',
    origin: e2eOrigins.educationApp,
    path: pathTo('education'),
    file: 'src/pages/education-page.tsx',
    before: 'Learn from developers who ship real software',
    after: 'Learn from developers, released by the education team',
    classBefore: 'className="mb-8 max-w-3xl"',
    openPath: pathTo('cohort'),
    linkName: 'Course & Training',
  },
];

for (const delivery of cases) {
  test(`${delivery.app}: a release changes its pages from the first paint, a rollback restores them, open tabs keep working`, async ({
    browser,
  }) => {
    const shellBefore = await liveBuildVersion(e2eOrigins.shell);
    const appBefore = await liveBuildVersion(delivery.origin);
    const entryBefore = await (await fetch(`${delivery.origin}/remoteEntry.js`)).text();
    const candidate = await buildCandidate(delivery.app, [
      { file: delivery.file, from: delivery.before, to: delivery.after },
      {
        file: delivery.file,
        from: delivery.classBefore,
        to: delivery.classBefore.replace('"', '"release-check '),
      },
      {
        file: 'src/remote.css',
        from: "@source './';",
        to: "@source './';\n.release-check { border-top: 4px dashed rgb(200, 30, 90); }",
      },
    ]);

    // A visitor opened a page of this app before the release.
    const openTab: BrowserContext = await browser.newContext();
    await openTab.addInitScript(() => sessionStorage.setItem('contact-popup-closed', 'true'));
    const visitor = await openTab.newPage();
    const failedRequests: string[] = [];
    visitor.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
    });
    await visitor.goto(delivery.openPath);
    await visitor.waitForLoadState('networkidle');

    // The changed page as it is before the release, with the stylesheets it links.
    const paintBefore = await firstPaint(browser, delivery.path);
    expect(paintBefore).toMatchObject({ heading: delivery.before, markers: 0, markerBorder: null });
    expect(paintBefore.stylesheets).not.toEqual([]);
    expect(await servedCss(paintBefore.stylesheets)).not.toContain('.release-check');

    const stopPolling = pollEvery50Ms(`${delivery.origin}/remoteEntry.js`);
    const released = await release(delivery.app, candidate);
    const statuses = await stopPolling();
    test.info().annotations.push({
      type: 'release',
      description: `${delivery.app} in ${released.milliseconds} ms`,
    });
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await liveBuildVersion(delivery.origin)).not.toBe(appBefore);
    expect(await liveBuildVersion(e2eOrigins.shell)).toBe(shellBefore);

    // The text, the class and the stylesheet's rule, in the HTML before any code runs.
    const paintReleased = await firstPaint(browser, delivery.path);
    expect(paintReleased).toMatchObject({
      heading: delivery.after,
      markers: 1,
      markerBorder: 'dashed',
    });
    expect(paintReleased.stylesheets).not.toEqual(paintBefore.stylesheets);
    expect(await servedCss(paintReleased.stylesheets)).toContain('.release-check');

    // The tab opened before the release moves to the changed page on the build it started with.
    await visitor.getByRole('contentinfo').getByRole('link', { name: delivery.linkName }).click();
    await expect(visitor).toHaveURL(delivery.path);
    await expect(visitor.locator('main h1').first()).toHaveText(delivery.before);
    await expect(visitor.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(failedRequests).toEqual([]);
    await openTab.close();

    await expectEveryPageHealthy(browser);

    const rolledBack = await rollback(delivery.app);
    test.info().annotations.push({
      type: 'rollback',
      description: `${delivery.app} in ${rolledBack.milliseconds} ms`,
    });
    expect(await liveBuildVersion(delivery.origin)).toBe(appBefore);
    expect(await (await fetch(`${delivery.origin}/remoteEntry.js`)).text()).toBe(entryBefore);
    // The HTML and its stylesheets are those of before the release; the released rule is gone.
    const paintRolledBack = await firstPaint(browser, delivery.path);
    expect(paintRolledBack).toEqual({
      heading: delivery.before,
      markers: 0,
      markerBorder: null,
      stylesheets: paintBefore.stylesheets,
    });
    expect(await servedCss(paintRolledBack.stylesheets)).not.toContain('.release-check');
    await expectEveryPageHealthy(browser);
    expect(await liveBuildVersion(e2eOrigins.shell)).toBe(shellBefore);
  });
}

/** Every file a folder serves, by path, with a digest of its bytes. */
async function filesOf(folder: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Object.fromEntries(
    await Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const digest = createHash('sha256')
          .update(await readFile(file))
          .digest('hex');
        return [path.relative(folder, file), digest];
      }),
    ),
  );
}

test('a release whose page does not render is refused with its cause, and the site stays as it was', async () => {
  // tech-app's deployed build as a new version with one page module missing from its server
  // entry, as a build that lost a module would be.
  const broken = await mkdtemp(path.join(os.tmpdir(), 'tech-app-broken-'));
  await cp(deployedBuilds['tech-app'], broken, { recursive: true });
  const manifestFile = path.join(broken, 'render-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  manifest.buildVersion = `${manifest.buildVersion}-broken`;
  await writeFile(manifestFile, JSON.stringify(manifest));
  const serverEntry = path.join(broken, manifest.server.entry);
  const entry = await readFile(serverEntry, 'utf8');
  const withoutServicesPage = entry.replace(/^\s*"\.\/ServicesPage": .*\n/m, '');
  expect(withoutServicesPage).not.toBe(entry);
  await writeFile(serverEntry, withoutServicesPage);

  const techAppBefore = await liveBuildVersion(e2eOrigins.techApp);
  const shellFilesBefore = await filesOf(hostFolders.shell);
  const techAppFilesBefore = await filesOf(hostFolders.techApp);

  const refusal = await release('tech-app', broken).then(
    // Released after all: put the deployed build back for the tests that follow.
    async () => {
      await rollback('tech-app');
      return null;
    },
    (error: { stderr: string }) => error.stderr,
  );
  await rm(broken, { recursive: true, force: true });
  expect(refusal).toContain(
    'Release of tech-app failed: Composition failed: /services did not render: ' +
      'RemoteUnavailableError: tech-app could not be loaded (cause: Error: ./ServicesPage is not exposed)',
  );

  expect(await liveBuildVersion(e2eOrigins.techApp)).toBe(techAppBefore);
  // The pages, sitemap.xml, robots.txt and every other file either origin serves.
  expect(await filesOf(hostFolders.shell)).toEqual(shellFilesBefore);
  expect(await filesOf(hostFolders.techApp)).toEqual(techAppFilesBefore);
});
