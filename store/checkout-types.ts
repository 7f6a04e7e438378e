/* Shapes held by the checkout slice (spec §3 "Checkout address", "Order (fields read)"). */

export interface CheckoutAddress {
  email: string;
  full_name: string;
  street: string;
  line_1: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  country: string;
  phone: string;
}

export interface CheckoutOrderLine {
  product_code: string;
  category_name: string;
  product_price: number;
  quantity: number;
}

/** The placed order the thank-you page and the purchase analytics read. */
export interface CheckoutOrder {
  id: number;
  code: string;
  amount: number;
  shipping_price: number;
  /** Analytics reads this name for the shipping cost as well. */
  shipping_fee?: number;
  tax: number;
  discount_price: number;
  /** Absent means USD (spec §3). */
  currency?: string;
  order_details: CheckoutOrderLine[];
}

/** The minigame's reward context: its fields are not in the spec, so they stay opaque. */
export type MinigameData = Readonly<Record<string, unknown>>;
