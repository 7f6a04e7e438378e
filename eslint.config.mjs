import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const layers = [
  // Client-side folders never reach into server code (design §2).
  { target: './components', from: './server', message: 'components must not import server code' },
  { target: './store', from: './server', message: 'store must not import server code' },
  { target: './services', from: './server', message: 'services must not import server code' },
  { target: './lib', from: './server', message: 'lib is pure and must not import server code' },
  { target: './lib', from: './components', message: 'lib is pure and must not import components' },
  { target: './lib', from: './store', message: 'lib is pure and must not import the store' },
  { target: './lib', from: './services', message: 'lib is pure and must not import services' },
  { target: './lib', from: './pages', message: 'lib is pure and must not import pages' },
  { target: './services', from: './components', message: 'services must not import components' },
  { target: './services', from: './store', message: 'services must not import the store' },
  { target: './store', from: './components', message: 'store must not import components' },
  { target: './server', from: './components', message: 'server code must not import React components' },
  { target: './server', from: './store', message: 'server code must not import the client store' },
];

/*
 * Sealed server contexts (ARCHITECTURE.md, decision 0025). A context reaches another only through
 * its use cases: never through its repository files nor its tables (server/db/schema/<context>/).
 * scripts/ci/check-server-cycles.ts checks the same over the whole import graph, and cycles.
 */
const serverContexts = ['accounts', 'analytics', 'brands', 'catalog', 'config', 'content', 'http', 'notifications', 'ordering', 'pages', 'pricing', 'programmes', 'runtime'];
const tablesOf = (context) => `./server/db/schema/${context}/**`;
const contextZones = () =>
  serverContexts.flatMap((context) =>
    serverContexts
      .filter((other) => other !== context)
      .flatMap((other) => [
        { target: `./server/${context}/**`, from: [`./server/${other}/**/repository*`, `./server/${other}/**/repository/**`], message: `call a use case of server/${other}, not its repository` },
        { target: `./server/${context}/**`, from: tablesOf(other), message: `the tables of ${other} are read and written by server/${other} only: call its use case` },
      ]),
  );

/* Queries are built in repository files only (the seed, migrations and server/db itself aside):
 * everything else calls a repository. Types of the schema may be imported anywhere. */
const queriesOutsideRepositories = {
  patterns: [
    { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: 'build queries in a repository*.ts file of the owning context' },
    // SEARCH_LANGUAGES is a list, not a table: the schema builds one index per search language.
    { group: ['@/server/db/schema', '@/server/db/schema/**', '**/db/schema', '**/db/schema/**'], allowTypeImports: true, allowImportNames: ['SEARCH_LANGUAGES'], message: 'tables are used in repository*.ts files only' },
  ],
};

const useStoreTranslations = "use '@/components/i18n/use-translation' (decision 0022): i18next stays out of the browser";
const restrictedImports = [
  { name: 'next/link', message: "use '@/components/common/store-link': it prefetches on intent, not on sight" },
  { name: 'next-i18next/pages/serverSideTranslations', message: "use '@/server/pages/page-translations': it remembers a page's translations" },
  { name: 'next-i18next/pages', message: useStoreTranslations },
  { name: 'react-i18next', message: useStoreTranslations },
];

// Decision 0026: the browser reaches the API only through services/ (its *-service.ts calls and
// *-hooks.ts SWR hooks), so no component, page, store or lib file talks HTTP on its own.
const dataLayerMessage = "call the API through a services/<context>-service.ts function or a services/ hook (decision 0026)";
const dataLayerPatterns = [
  { group: ['swr', 'swr/*'], message: dataLayerMessage },
  { group: ['axios', 'axios/*'], message: dataLayerMessage },
  {
    group: ['@/services/api-client', '@/services/swr-fetcher', '@/services/fetch-api-data', '@/services/use-api', '**/services/api-client', '**/services/swr-fetcher', '**/services/fetch-api-data', '**/services/use-api'],
    message: dataLayerMessage,
  },
];
// no-restricted-imports does not see import(): the same modules loaded on demand are refused here.
const dataLayerDynamicImports = {
  selector: "ImportExpression[source.value=/^(swr|axios|@\\/services\\/(api-client|swr-fetcher|fetch-api-data|use-api))$/]",
  message: dataLayerMessage,
};

const config = [
  {
    ignores: ['.next/**', '.bench-floor-*/**', '.next-*/**', '.data-*/**', '.ci-reports/**', 'public/locales/**', 'public/__bench/**', 'node_modules/**', '.data/**', 'public/generated/**', 'server/db/migrations/**', 'next-env.d.ts', 'bench-results/**', 'test-results/**', 'playwright-report/**'],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['server/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...layers, ...contextZones()] }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/repository*.ts', 'server/**/repository/**', 'server/db/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', queriesOutsideRepositories] },
  },
  {
    // Links go through the store's own (intent prefetch, decision 0021); page translations
    // through the remembered loader; components through the store's translation hook (0022).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['components/common/store-link.tsx', 'server/pages/page-translations.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: restrictedImports }] },
  },
  {
    // What runs in the browser does not import i18next either; the server (mail) and the tests
    // that compare the store's translations with it may.
    files: ['components/**', 'pages/**', 'lib/**', 'services/**', 'store/**'],
    ignores: ['components/common/store-link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...restrictedImports, { name: 'i18next', message: "use '@/lib/i18n/translate' (decision 0022): i18next stays out of the browser" }] },
      ],
    },
  },
  {
    // ...and outside services/ nothing reaches the API client, SWR or axios (decision 0026).
    files: ['components/**', 'pages/**', 'lib/**', 'store/**'],
    ignores: ['components/common/store-link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...restrictedImports, { name: 'i18next', message: "use '@/lib/i18n/translate' (decision 0022): i18next stays out of the browser" }],
          patterns: dataLayerPatterns,
        },
      ],
      'no-restricted-syntax': ['error', dataLayerDynamicImports],
    },
  },
  {
    // Specs take `test` from the harness that gives each worker its own server and database
    // (decision 0029); @playwright/test's own would have no server behind its baseURL.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...restrictedImports, { name: '@playwright/test', importNames: ['test'], message: "import test from './support/test' (decision 0029)" }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
