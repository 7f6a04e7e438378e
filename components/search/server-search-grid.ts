/* The search results' grid as the server renders it. The browser's build resolves this file to
 * server-search-grid.browser.ts (next.config.js, turbopack.resolveAlias), decision 0062. */
export { SearchResultsGrid as serverSearchGrid } from './search-results-grid';
