/* Structured data as the server renders it. The browser's build resolves this file to
 * server-structured-data.browser.ts (next.config.js, turbopack.resolveAlias), decision 0064. */
export { JsonLdScripts as serverJsonLdScripts } from './json-ld-scripts';
