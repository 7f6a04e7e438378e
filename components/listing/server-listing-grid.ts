/* A listing's product grid as the server renders it. The browser's build resolves this file to
 * server-listing-grid.browser.ts (next.config.js, turbopack.resolveAlias), decision 0062. */
export { ListingProductGrid as serverListingGrid } from './listing-product-grid';
