import type { ProgrammeDiscountLookup } from '@/server/pricing/cart/programme-discount';
import { getMyProgrammes } from './get-my-programmes';

/**
 * Programmes' side of the programme price a cart shows (pricing/cart/programme-discount.ts): the
 * best active programme of the cart's owner. Cart routes, the cart page and the checkout routes
 * pass it to pricing and ordering.
 */
export const programmeCartDiscount: ProgrammeDiscountLookup = async (customerId) => {
  const { discount } = await getMyProgrammes(customerId);
  return discount ? { programme: discount.programme, discountBps: discount.discount_bps } : null;
};
