import type { ReferralRefusalReason } from '@/server/db/schema/programmes/referrals';
import type { CustomerOrderFact } from '@/server/ordering/orders/list-customer-order-facts';
import { addressKey } from './referral-rules';

/**
 * The guards that judge the friend's first order against the referrer's own orders (decision
 * 0039, 0050): shipped to one of the referrer's addresses, or paid with a card that paid one of
 * the referrer's orders (same card fingerprint). The first that refuses, with what it saw.
 */
export function firstOrderRefusal(first: CustomerOrderFact, referrerOrders: readonly CustomerOrderFact[]): { reason: ReferralRefusalReason; detail: string } | undefined {
  const key = addressKey(first.shippingAddress);
  const sameAddress = referrerOrders.find((order) => addressKey(order.shippingAddress) === key);
  if (sameAddress) return { reason: 'same_address', detail: `Order ${first.id} ships to the address of the referrer's order ${sameAddress.id}` };
  const cards = new Set(first.cardFingerprints);
  const sameCard = referrerOrders.find((order) => order.cardFingerprints.some((fingerprint) => cards.has(fingerprint)));
  if (sameCard) return { reason: 'same_payment', detail: `Order ${first.id} was paid with the card that paid the referrer's order ${sameCard.id}` };
  return undefined;
}
