/* The reviews section as the server renders it. The browser's build resolves this file to
 * server-product-reviews.browser.ts (next.config.js, turbopack.resolveAlias), decision 0062. */
export { KeptProductReviews as serverProductReviews } from './kept-product-reviews';
export type { KeptReviewsProps } from './kept-product-reviews';
