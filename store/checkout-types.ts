import type { Address, OrderView } from '@/lib/contracts/ordering/checkout-schemas';

/* What the checkout slice holds, derived from the checkout contract (spec §3 "Checkout address",
 * "Order (fields read)"): the slice keeps fewer fields than the API answers, never other ones. */

/** The contact step's address: the contract's address with the e-mail the order is sent to. */
export type CheckoutAddress = Address & Pick<OrderView, 'email'>;

export type CheckoutOrderLine = Pick<OrderView['order_details'][number], 'product_code' | 'category_name' | 'product_price' | 'quantity'>;

/** The placed order the thank-you page and the purchase analytics read. */
export type CheckoutOrder = Pick<OrderView, 'id' | 'code' | 'amount' | 'shipping_price' | 'tax' | 'discount_price'> &
  // Absent currency means USD (spec §3); analytics also reads the shipping cost as shipping_fee.
  Partial<Pick<OrderView, 'currency'>> & { shipping_fee?: OrderView['shipping_price']; order_details: CheckoutOrderLine[] };

/** The minigame's reward context: its fields are not in the spec, so they stay opaque. */
export type MinigameData = Readonly<Record<string, unknown>>;
