/*
 * The seeded shopper who bought a product and has not reviewed it yet (issue 3: "write a review
 * with an image after a purchase (seeded)"). No imports: the end-to-end test reads these too.
 */
export const SEEDED_REVIEWER_EMAIL = 'reviewer@deskhaus.test';
export const SEEDED_REVIEWER_FULLNAME = 'Robin Reviewer';
/** A task chair of the default catalog (seed 2026, 180 products), bought and DELIVERED. */
export const SEEDED_REVIEWER_PRODUCT_SLUG = 'sava-ask-task-chair';
export const SEEDED_REVIEWER_CATEGORY_SLUG = 'office-chairs';
export const SEEDED_REVIEWER_PRODUCT_PATH = `/${SEEDED_REVIEWER_CATEGORY_SLUG}/${SEEDED_REVIEWER_PRODUCT_SLUG}`;
export const SEEDED_REVIEWER_ORDER_CODE = 'DH90000001';
