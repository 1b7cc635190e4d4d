/**
 * The contract suite: checks that a running composition (SITE_URL: local, staging or production)
 * keeps the contract between the shell and the remotes. Each team runs it against a staging
 * composition that has its candidate (directly, or through CANDIDATE_TECH_APP /
 * CANDIDATE_EDUCATION_APP overrides) and the other apps as deployed, before it releases.
 */
import type { Locator, Page } from '@playwright/test';
import postcss from 'postcss';
import { expect, test } from '@playwright/test';
import {
  contractModules,
  remoteApps,
  REMOTE_SCOPE_ATTRIBUTE,
  type RemoteName,
} from '@site/shared/contracts/remote-modules';
import { searchGroupIds } from '@site/shared/contracts/search-entries';
import { isNotFoundPath, routesOwnedBy, type AppName } from '@site/shared/contracts/routes';
import {
  candidateEntries,
  fetchOk,
  majorOf,
  manifestAt,
  remoteEntries,
  runtimeConfig,
  siteUrl,
  withCandidates,
} from './deployment';
import { pathTo } from '@site/shared/contracts/routes';

const remotes = Object.keys(remoteApps) as RemoteName[];

/** The modules whose default export is data, not a component. */
const dataModules: readonly string[] = ['./manifest', './catalogue', './searchEntries'];

/** The page modules of an app, one per route of the route table it owns. */
function pageModules(app: AppName): string[] {
  return [...new Set(routesOwnedBy(app).map((route) => route.module as string))];
}

/** The modules of a remote that the shell places in its own pages (home's sections). */
function fragmentModules(remote: RemoteName): string[] {
  const pages = new Set(pageModules(remoteApps[remote]));
  return contractModules[remote].filter(
    (module) => !dataModules.includes(module) && !pages.has(module),
  );
}

/** The slot of a remote's module: the part of the page its content goes live in. */
function slotOf(page: Page, app: string, module: string): Locator {
  return page.locator(`[data-part="${app} ${module}"]`);
}

/** What the slot of a remote's module shows instead when it fails. */
function failureOf(page: Page, app: string, module: string): Locator {
  return page.locator(`[data-remote-module="${app} ${module}"]`);
}

/**
 * The module's slot went live: its module loaded through federation and rendered (or hydrated
 * the composed HTML) there, with content a visitor sees; else what its slot says went wrong.
 */
async function expectRenderedInSlot(page: Page, app: string, module: string) {
  const name = `${app} ${module}`;
  const slot = slotOf(page, app, module);
  const failure = failureOf(page, app, module);
  await expect(slot.and(page.locator('[data-live]')).or(failure), name).toBeAttached();
  const failed = (await failure.count()) > 0 ? await failure.innerText() : null;
  expect(failed, `${name} failed in its slot`).toBeNull();
  await expect(slot.getByRole('heading').first(), `${name} shows its content`).toBeVisible();
  await expect(slot.getByTestId('remote-loading'), name).toHaveCount(0);
}

/** Console errors, failed requests and React's recoverable errors (hydration) of a page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the runtime config and the manifests', () => {
  test('the home page carries its runtime config, naming both remotes', async () => {
    const config = await runtimeConfig();
    for (const remote of remotes) expect(config.remotes[remote], remote).toMatch(/^https?:\/\//);
  });

  test('the shell serves its render manifest and version stamp, which agree', async () => {
    const manifest = await manifestAt(`${siteUrl}/`);
    expect(manifest.app).toBe('shell');
    const stamp = (await (await fetchOk(`${siteUrl}/version.json`)).json()) as {
      buildVersion: string;
    };
    expect(stamp.buildVersion).toBe(manifest.buildVersion);
  });

  for (const remote of remotes) {
    const app = remoteApps[remote];

    test(`${app}: its render manifest names it and a contract the shell can use`, async () => {
      const entries = await remoteEntries();
      const [shell, manifest] = await Promise.all([
        manifestAt(`${siteUrl}/`),
        manifestAt(entries[remote]),
      ]);
      expect(manifest.app).toBe(app);
      expect(
        majorOf(manifest.contractVersion),
        `${app} implements contract ${manifest.contractVersion}; the shell needs ${shell.contractVersion}`,
      ).toBe(majorOf(shell.contractVersion));
    });

    test(`${app}: its manifest lists every module the contract names`, async () => {
      const manifest = await manifestAt((await remoteEntries())[remote]);
      const missing = contractModules[remote].filter((module) => !(module in manifest.modules));
      expect(missing, `${app} does not expose ${missing.join(', ')}`).toEqual([]);
    });

    test(`${app}: its stylesheet is scoped to its slot`, async () => {
      const base = (await remoteEntries())[remote];
      const manifest = await manifestAt(base);
      const stylesheets = [
        ...new Set(Object.values(manifest.modules).flatMap((files) => files.css)),
      ];
      expect(stylesheets.length).toBeGreaterThan(0);
      const scope = `[${REMOTE_SCOPE_ATTRIBUTE}="${remote}"]`;
      const unscoped: string[] = [];
      for (const file of stylesheets) {
        const css = await (await fetchOk(new URL(file, base).href)).text();
        postcss.parse(css).walkRules((rule) => {
          // Keyframe steps are not selectors; the theme's custom properties are meant for :root.
          if (
            rule.parent?.type === 'atrule' &&
            /keyframes$/.test((rule.parent as postcss.AtRule).name)
          ) {
            return;
          }
          for (const selector of rule.selectors) {
            const global =
              /^(?::root|:host|html|body|\.dark|\.light|\*|::?[\w-]+)(?:[\s,:.[]|$)/.test(selector);
            if (!selector.startsWith(scope) && !global) unscoped.push(`${file}: ${selector}`);
          }
        });
      }
      expect(unscoped.slice(0, 10), `${app} has rules outside its slot`).toEqual([]);
    });
  }
});

test.describe('in a browser', () => {
  // A visitor who has closed the contact popup: it would cover the page five seconds in.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('contact-popup-closed', 'true'));
  });

  for (const remote of remotes) {
    const app = remoteApps[remote];

    test(`${app}: every module the contract names loads, and the catalogue and search entries have their shape`, async ({
      page,
    }) => {
      await page.goto(withCandidates(pathTo('home')));
      await expect(page.locator('[data-part="header"][data-live]')).toBeAttached();
      const entry = (await remoteEntries())[remote];
      // Through the federation container, as the shell loads it, with the shell's shared modules.
      const loaded = await page.evaluate(
        async ({ entryUrl, modules }) => {
          const shared = (globalThis as { __federation_shared__?: Record<string, unknown> })
            .__federation_shared__;
          const container = (await import(/* @vite-ignore */ entryUrl)) as {
            init(scope: unknown): Promise<void> | void;
            get(name: string): Promise<() => { default?: unknown }>;
          };
          await container.init(shared?.default ?? {});
          const results: Record<string, string> = {};
          let catalogue: unknown = null;
          let searchEntries: unknown = null;
          for (const name of modules) {
            try {
              const module = (await container.get(name))();
              const exported = module?.default ?? module;
              results[name] = typeof exported;
              if (name === './catalogue') catalogue = exported;
              if (name === './searchEntries') searchEntries = exported;
            } catch (error) {
              results[name] = `failed: ${(error as Error).message}`;
            }
          }
          return { results, catalogue, searchEntries };
        },
        { entryUrl: entry, modules: [...contractModules[remote]] },
      );
      for (const name of contractModules[remote]) {
        const expected = dataModules.includes(name) ? 'object' : 'function';
        expect(loaded.results[name], `${app} ${name}`).toBe(expected);
      }
      // What search finds of the remote: small entries of the groups the shell knows, each
      // leading to an address of the site.
      const { entries } = loaded.searchEntries as { entries: Record<string, unknown>[] };
      expect(entries.length, 'searchEntries.entries').toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry).toEqual({
          group: expect.stringMatching(new RegExp(`^(${searchGroupIds.join('|')})$`)),
          title: expect.any(String),
          ...('detail' in entry ? { detail: expect.any(String) } : {}),
          keywords: expect.arrayContaining([]),
          to: expect.stringMatching(/^\//),
        });
        for (const keyword of entry.keywords as unknown[]) {
          expect(typeof keyword, `${String(entry.title)} keywords`).toBe('string');
        }
      }
      const catalogue = loaded.catalogue as Record<string, unknown>;
      if (remote === 'techApp') {
        for (const list of ['services', 'plans'] as const) {
          expect(Array.isArray(catalogue[list]), `catalogue.${list}`).toBe(true);
        }
        for (const service of catalogue.services as Record<string, unknown>[]) {
          expect(service).toEqual({
            id: expect.any(String),
            title: expect.any(String),
            price: expect.stringMatching(/^₹[\d,]+$/),
          });
        }
        for (const plan of catalogue.plans as Record<string, unknown>[]) {
          expect(plan).toEqual({
            id: expect.any(String),
            serviceId: expect.any(String),
            title: expect.any(String),
            price: expect.stringMatching(/^₹[\d,]+\+$/),
          });
        }
      } else {
        for (const course of catalogue.courses as Record<string, unknown>[]) {
          expect(course).toEqual({
            id: expect.any(String),
            title: expect.any(String),
            kind: expect.stringMatching(/^(course|code-class)$/),
          });
        }
      }
    });

    test(`${app}: each of its fragments renders in its slot on home`, async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto(withCandidates(pathTo('home')));
      for (const module of fragmentModules(remote)) {
        await test.step(module, async () => {
          const part = slotOf(page, app, module);
          // The section holding it is in the page (or its slot has failed already); it loads its
          // module when it comes on screen, as for a visitor scrolling down.
          await expect(
            part.or(failureOf(page, app, module)),
            `${app} ${module} on /`,
          ).toBeAttached();
          if (await part.count()) await part.locator('..').scrollIntoViewIfNeeded();
          await expectRenderedInSlot(page, app, module);
        });
      }
      expect(problems).toEqual([]);
    });

    test(`${app}: each of its pages renders in its slot, with no console error or hydration mismatch`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const problems = watchProblems(page);
      const manifest = await manifestAt((await remoteEntries())[remote]);
      const rendered = new Set<string>();
      for (const route of manifest.routes.filter((row) => !isNotFoundPath(row.path))) {
        await test.step(`${route.path} (${route.module})`, async () => {
          const before = problems.length;
          await page.goto(withCandidates(route.path));
          await expectRenderedInSlot(page, app, route.module);
          await page.waitForLoadState('networkidle');
          if (problems.length > before) problems.splice(before, 0, `-- on ${route.path}:`);
          rendered.add(route.module);
        });
      }
      const unrendered = pageModules(app).filter((module) => !rendered.has(module));
      expect(unrendered, `${app} renders no page for ${unrendered.join(', ')}`).toEqual([]);
      expect(problems).toEqual([]);
    });

    test(`${app}: a failing ${app} stays in its slot`, async ({ page }) => {
      const entry = (await remoteEntries())[remote];
      await page.route(`${entry}*`, (route) => route.abort('failed'));
      const manifest = await manifestAt(entry);
      const route = manifest.routes.find((row) => !row.pattern.includes(':'))!;
      await page.goto(withCandidates(route.path));
      await expect(page.getByTestId('remote-error')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The header still works: the way home.
      await page.getByRole('banner').getByRole('link', { name: 'BrajCode Home' }).click();
      await expect(page).toHaveURL(/\/(\?.*)?$/);
    });
  }

  test('shell: each of its pages loads with no console error or hydration mismatch', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watchProblems(page);
    const manifest = await manifestAt(`${siteUrl}/`);
    for (const route of manifest.routes.filter((row) => !isNotFoundPath(row.path))) {
      const before = problems.length;
      await page.goto(withCandidates(route.path));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main h1').first(), route.path).toBeVisible();
      if (problems.length > before) problems.splice(before, 0, `-- on ${route.path}:`);
    }
    expect(problems).toEqual([]);
  });

  test('every stylesheet, script and preload the pages name answers 200', async ({ request }) => {
    const entries = await remoteEntries();
    const manifests = await Promise.all([
      manifestAt(`${siteUrl}/`),
      ...remotes.map((remote) => manifestAt(entries[remote])),
    ]);
    const routes = manifests.flatMap((manifest) => manifest.routes);
    const assets = new Set<string>();
    for (const route of routes.filter((row) => !isNotFoundPath(row.path))) {
      const html = await (await request.get(`${siteUrl}${route.path}`)).text();
      for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
        // Files the page loads; not the addresses it only names (canonical, preconnect).
        const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
        if (/canonical|alternate|preconnect|dns-prefetch/.test(rel)) continue;
        const url = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
        if (url) assets.add(new URL(url, `${siteUrl}${route.path}`).href);
      }
    }
    // Every page names at least its stylesheet and the shell's entry.
    expect(assets.size).toBeGreaterThan(2);
    const failing: string[] = [];
    for (const asset of assets) {
      const response = await request.get(asset);
      if (response.status() !== 200) failing.push(`${response.status()} ${asset}`);
    }
    expect(failing).toEqual([]);
  });

  test('pages send a CSP that forbids inline script, and candidates only where allowed', async ({
    request,
  }) => {
    const response = await request.get(`${siteUrl}/`);
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const config = await runtimeConfig();
    for (const entry of Object.values(candidateEntries)) {
      const origin = new URL(entry).origin;
      expect(config.overrides?.allowedOrigins.map((url) => new URL(url).origin)).toContain(origin);
      expect(csp).toContain(origin);
    }
  });
});
