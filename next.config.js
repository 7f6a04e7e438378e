// @ts-check
const { i18n } = require('./next-i18next.config');
const { securityHeaders } = require('./server/http/security-headers.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets several builds live side by side (parallel work, benches); production uses .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // With script nonces the preloaded server hook compresses answers itself, after writing each
  // answer's nonce into its HTML (server/runtime/response-security-hook.js, decision 0046).
  compress: process.env.DH_HOOK_COMPRESSES !== '1',
  // Next hashes every HTML and API answer, character by character, for its ETag, on each request:
  // over a quarter of the CPU a cached page cost (decision 0020). Pages are ISR with s-maxage and
  // API answers private, no-store by default, so the ETag saved a browser almost nothing.
  generateEtags: false,
  // `.ci/run` type-checks the whole project (tests and scripts too) in its own step before it
  // builds; checking the app's files again inside `next build` cost ~35 s of the build's CPU.
  // Without the variable (`npm run build` anywhere else) the build checks types as usual.
  typescript: { ignoreBuildErrors: process.env.DH_BUILD_TYPES_CHECKED === '1' },
  turbopack: {
    // The browser's build gets no copy of the filters sidebar's panel, of a listing's header and
    // grid, of the home page's sections, nor of a product's reviews, sections and related
    // products: it keeps the server's markup and loads their code where and when they are
    // needed (decisions 0059 and 0062).
    resolveAlias: {
      '@/components/listing/server-facet-panel': { browser: './components/listing/server-facet-panel.browser.ts' },
      '@/components/reviews/server-product-reviews': { browser: './components/reviews/server-product-reviews.browser.ts' },
      '@/components/product/server-product-parts': { browser: './components/product/server-product-parts.browser.ts' },
      '@/components/listing/server-listing-grid': { browser: './components/listing/server-listing-grid.browser.ts' },
      '@/components/listing/server-listing-header': { browser: './components/listing/server-listing-header.browser.ts' },
      '@/components/search/server-search-grid': { browser: './components/search/server-search-grid.browser.ts' },
      '@/components/home/server-home-sections': { browser: './components/home/server-home-sections.browser.ts' },
      // Structured data is written by the server only (decision 0064).
      '@/components/seo/server-structured-data': { browser: './components/seo/server-structured-data.browser.ts' },
      '@/components/product/server-product-json-ld': { browser: './components/product/server-product-json-ld.browser.ts' },
    },
  },
  experimental: {
    // Turbopack's default chunking split a first visit's script into 13 to 17 files of 1 to 25 kB.
    // Over HTTP/1.1 and a slow phone line each file waits its turn on one of six connections, so
    // fewer, larger files reach the page sooner. Costs a few kB of code repeated between routes
    // (decision 0022).
    turbopackChunking: { minChunkSize: 150_000, maxChunkCountPerGroup: 5 },
  },
  i18n,
  images: {
    // Product pictures are pre-rendered at fixed widths by the seed; the loader in
    // lib/images/product-image-loader.ts picks one, so the optimizer never runs.
    loader: 'custom',
    loaderFile: './lib/images/product-image-loader.ts',
    deviceSizes: [320, 480, 640, 960, 1280],
    imageSizes: [160, 240],
  },
  // Listing pages 2 and on (decision 0044): /sale?page=2 is served by the ISR route /sale/page/2, so
  // the server renders page 2 while the first page stays one cached file.
  async rewrites() {
    const has = [{ type: 'query', key: 'page', value: '(?<listingPage>[2-9]|[1-9]\\d{1,4})' }];
    return {
      beforeFiles: ['sale', 'hybrid', 'group-buy'].map((collection) => ({ source: `/${collection}`, has, destination: `/${collection}/page/:listingPage` })),
      // After the files: only what no page file answers (a category or a store) is rewritten.
      afterFiles: [
        { source: '/store/:store', has, destination: '/store/:store/page/:listingPage' },
        { source: '/:categorySlug', has, destination: '/:categorySlug/page/:listingPage' },
      ],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      {
        source: '/locales/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=300, stale-while-revalidate=86400' }],
      },
      {
        source: '/generated/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

module.exports = nextConfig;
