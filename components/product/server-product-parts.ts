/* The product page's parts below the fold as the server renders them. The browser's build resolves
 * this file to server-product-parts.browser.ts (next.config.js, turbopack.resolveAlias), decision 0062. */
export { ProductSections as serverProductSections } from './product-sections';
export { RelatedProducts as serverRelatedProducts } from './related-products';
