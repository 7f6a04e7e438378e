/**
 * How much store credit pays (decision 0010): what the shopper asked for, at most what they hold
 * in the currency and at most what is due, never below zero. The checkout applies it to the
 * order's total; the cart to what the cart is due (usable-cart-credit.ts).
 */
export function creditToUse(input: { requested: number; balance: number; due?: number }): number {
  return Math.max(Math.min(input.requested, input.balance, input.due ?? Number.POSITIVE_INFINITY), 0);
}
