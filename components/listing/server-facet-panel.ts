/* The sidebar's panel as the server renders it. The browser's build resolves this file to
 * server-facet-panel.browser.ts (next.config.js, turbopack.resolveAlias), decision 0059. */
export { FacetPanel as serverFacetPanel } from './facet-panel';
