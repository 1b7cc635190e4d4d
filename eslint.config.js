import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readFileSync } from 'node:fs';

/** The names of react-router-dom that federation shares (shared/src/federation/router-exports.ts). */
const sharedRouterNames = [
  ...readFileSync(new URL('./shared/src/federation/router-exports.ts', import.meta.url), 'utf8')
    .match(/export \{([^}]*)\}/)[1]
    .matchAll(/\w+/g),
].map(([name]) => name);

/**
 * The first segments of the route table's paths (shared/src/contracts/routes.ts): `services`,
 * `pricing`, ... A string that starts with one of them is a route path written by hand; it must
 * come from the table (`pathTo`, `routeList`, `routesOwnedBy`) instead.
 */
const routeSegments = [
  ...new Set(
    [
      ...readFileSync(new URL('./shared/src/contracts/routes.ts', import.meta.url), 'utf8')
        .split('export const siteRoutes')[1]
        .matchAll(/\bpath: '\/([\w-]+)/g),
    ].map(([, segment]) => segment),
  ),
];
// esquery reads a regular expression up to the next "/", so "/" is written \x2F.
const segmentGroup = `(${routeSegments.join('|')})`;
const routeLiteralMessage =
  'Build route paths from the route table (pathTo, routeList, routesOwnedBy in shared/src/contracts/routes.ts).';
const routeLiteralRule = {
  'no-restricted-syntax': [
    'error',
    {
      // '/pricing', "/services/web-development", '/search?q=', '/contact#faq'
      selector: `Literal[value=/^\\x2F${segmentGroup}(\\x2F|\\?|#|\\\\|$)/]`,
      message: routeLiteralMessage,
    },
    {
      // `/services/${id}`, `${origin}/pricing`
      selector: `TemplateElement[value.raw=/^\\x2F${segmentGroup}(\\x2F|\\?|#|\\\\|$)/]`,
      message: routeLiteralMessage,
    },
    {
      // /\/pricing$/
      selector: `Literal[regex.pattern=/\\\\\\x2F${segmentGroup}(\\\\\\x2F|\\\\\\?|#|\\$|$)/]`,
      message: routeLiteralMessage,
    },
  ],
};

/** Deep paths into @site/shared that are safe to bundle privately (stateless code only). */
const allowedSharedDeepImports = [
  'schemas/',
  'contracts/',
  'ui/',
  'forms/',
  'lib/use-',
  'lib/zod$',
  'lib/indian-digits$',
  'lib/after-next-paint$',
  'faq/faq-section',
  'faq/faq-search-entries',
  'faq/faq-hash',
  'early-input/capture',
  // Test helpers, never bundled into an app.
  'testing/',
];

/** Every way of importing one of the apps: by package name, a deep path, or a relative path. */
const importsOf = (...apps) => apps.flatMap((app) => [app, `${app}/*`, `**/${app}/src/**`]);

/**
 * The one-way dependencies of design.md: shared <- remotes <- shell (through federation only).
 * A remote never imports the shell or the other remote; shared imports no app.
 */
function restrictImports(forbidden) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-router-dom',
            allowImportNames: sharedRouterNames,
            message:
              'Only the names in shared/src/federation/router-exports.ts are shared between the apps.',
          },
        ],
        patterns: [
          {
            group: forbidden,
            message: 'This import crosses an app boundary (see design.md, "Who owns what").',
          },
          {
            regex: `^@site/shared/(?!${allowedSharedDeepImports.join('|')})`,
            message:
              'Import stateful shared code from "@site/shared" so module federation shares one instance.',
          },
        ],
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '.runtime/**',
      '.static-host/**',
      'test-results/**',
      'playwright-report/**',
      'api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 3 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures take a `use` callback; it is not React's `use` hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The benchmark runs some of its functions inside the measured page (page.evaluate).
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['*/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      // The table itself, and its test of pathTo and matchesPattern on literal paths.
      'shared/src/contracts/routes.ts',
      'shared/src/contracts/routes.test.ts',
    ],
    rules: routeLiteralRule,
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: restrictImports(importsOf('shell', 'tech-app', 'education-app')),
  },
  {
    files: ['tech-app/**/*.{ts,tsx}'],
    rules: restrictImports(importsOf('shell', 'education-app')),
  },
  {
    files: ['education-app/**/*.{ts,tsx}'],
    rules: restrictImports(importsOf('shell', 'tech-app')),
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrictImports(importsOf('tech-app', 'education-app')),
  },
  {
    files: ['api/**/*.ts'],
    rules: restrictImports(importsOf('shell', 'tech-app', 'education-app')),
  },
);
