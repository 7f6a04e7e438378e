/**
 * A product's design number (see server/db/seed/product-design-number.ts) split into the choices
 * of its shape: legs, arms, drawers, shell... The first choice varies fastest, so products of one
 * line share it while their tiers and generations differ in the others. Mixed radix: two design
 * numbers below the product of the radices never give the same choices.
 */
export function designChoices(design: number, radices: readonly number[]): number[] {
  let rest = Math.max(0, Math.floor(design));
  return radices.map((radix) => {
    const choice = rest % radix;
    rest = Math.floor(rest / radix);
    return choice;
  });
}
