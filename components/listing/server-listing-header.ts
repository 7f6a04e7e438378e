/* A listing's header as the server renders it. The browser's build resolves this file to
 * server-listing-header.browser.ts (next.config.js, turbopack.resolveAlias), decision 0062. */
export { ListingHeader as serverListingHeader } from './listing-header';
