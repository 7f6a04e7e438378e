/* The home page's sections as the server renders them. The browser's build resolves this file to
 * server-home-sections.browser.ts (next.config.js, turbopack.resolveAlias), decision 0062. */
export { HomeSections as serverHomeSections, HomeShelves as serverHomeShelves } from './home-sections';
