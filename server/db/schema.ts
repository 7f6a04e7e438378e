/* Drizzle needs every table in one object for relational queries. Each context's tables live in
 * schema/<context>/ (docs/decisions/0025-bounded-contexts.md); only repository files, db and the
 * seed import them at run time. */
export * from './schema/catalog/catalog';
export * from './schema/catalog/vendor-commission';
export * from './schema/config/settings';
export * from './schema/db/seed-runs';
export * from './schema/accounts/customers';
export * from './schema/http/rate-limit-buckets';
export * from './schema/notifications/mail';
export * from './schema/catalog/product-options';
export * from './schema/pricing/cart';
export * from './schema/catalog/search';
export * from './schema/ordering/orders';
export * from './schema/ordering/payments';
export * from './schema/ordering/checkout';
export * from './schema/catalog/reviews';
export * from './schema/notifications/newsletter';
export * from './schema/pricing/deals';
export * from './schema/ordering/shipments';
export * from './schema/ordering/order-requests';
export * from './schema/accounts/operators';
export * from './schema/accounts/email-changes';
export * from './schema/brands/brands';
export * from './schema/content/blog';
export * from './schema/content/help';
export * from './schema/catalog/vendor-listings';
export * from './schema/brands/banners';
export * from './schema/content/landings';
export * from './schema/content/editor';
export * from './schema/programmes/rewards';
export * from './schema/programmes/points';
export * from './schema/programmes/referrals';
export * from './schema/programmes/email-codes';
export * from './schema/programmes/workplace';
export * from './schema/programmes/students';
export * from './schema/analytics/events';
export * from './schema/analytics/rollups';
