/* Drizzle needs every table in one object for relational queries and for drizzle-kit. */
export * from './schema/catalog';
export * from './schema/platform';
export * from './schema/accounts';
export * from './schema/mail';
export * from './schema/product-options';
export * from './schema/cart';
export * from './schema/search';
export * from './schema/orders';
export * from './schema/payments';
export * from './schema/checkout';
export * from './schema/reviews';
export * from './schema/newsletter';
export * from './schema/deals';
export * from './schema/shipments';
export * from './schema/order-requests';
