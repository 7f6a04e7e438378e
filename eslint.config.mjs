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
    ignores: ['.next/**', '.next-*/**', '.data-*/**', '.ci-reports/**', 'public/locales/**', 'public/__bench/**', 'node_modules/**', '.data/**', 'public/generated/**', 'server/db/migrations/**', 'next-env.d.ts', 'bench-results/**', 'test-results/**', 'playwright-report/**'],
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
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
