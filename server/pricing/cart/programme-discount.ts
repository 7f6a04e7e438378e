/*
 * Programme prices (issue 19 items 4, 5; decision 0041): a member of the employee programme
 * (their company's discount level) or a verified student or educator pays less for goods. Who is
 * a member belongs to programmes, which pricing never imports: the route or page passes
 * programmes' lookup in, as it passes ordering's store credit (cart-credit.ts). Without one, or
 * for a guest cart, there is no programme price.
 */

export interface ProgrammeDiscount {
  programme: 'epp' | 'student' | 'educator';
  /** Basis points off the goods, 0 to 5000. */
  discountBps: number;
}

export type ProgrammeDiscountLookup = (customerId: number) => Promise<ProgrammeDiscount | null>;

/**
 * The amount off `goods` (the goods' line totals after add-on and combo deals, gift cards left
 * out: they are money, not furniture), rounded down to the minor unit so it never exceeds the
 * rate, never negative.
 */
export function programmeDiscountAmount(goods: number, discount: ProgrammeDiscount | null | undefined): number {
  if (!discount || goods <= 0) return 0;
  const bps = Math.min(Math.max(Math.trunc(discount.discountBps), 0), 5000);
  return Math.floor((goods * bps) / 10_000);
}
