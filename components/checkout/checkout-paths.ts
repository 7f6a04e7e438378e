/** The checkout's own pages (spec §2 "Cart and checkout"). */
export const CHECKOUT_PATH = '/secure-checkout';
export const YOUR_ORDERS_PATH = '/customer/your-orders';
