/* The Product structured data as the server builds it. The browser's build resolves this file to
 * server-product-json-ld.browser.ts (next.config.js, turbopack.resolveAlias), decision 0064. */
export { productPageJsonLd as serverProductJsonLd } from './product-page-json-ld';
