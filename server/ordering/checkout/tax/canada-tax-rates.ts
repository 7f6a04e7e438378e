/*
 * Canadian sales taxes at checkout (ADR 0012), in parts per million (1% = 10 000). Every
 * province charges the federal GST (5%) or the harmonized HST in its place; four add their own
 * provincial tax, shown as a separate line and computed on the same base as the GST (Quebec's
 * QST stopped compounding on the GST in 2013). Nova Scotia's HST went from 15% to 14% on
 * 1 April 2025. Shipping charged by the seller follows the goods and is taxed like them.
 */
export interface CanadaTaxComponent {
  /** Short name the shopper knows the tax by. */
  name: 'GST' | 'HST' | 'PST' | 'RST' | 'QST';
  ratePpm: number;
}

const GST: CanadaTaxComponent = { name: 'GST', ratePpm: 50_000 };

export const CANADA_TAX_COMPONENTS: Readonly<Record<string, readonly CanadaTaxComponent[]>> = {
  AB: [GST],
  BC: [GST, { name: 'PST', ratePpm: 70_000 }],
  MB: [GST, { name: 'RST', ratePpm: 70_000 }],
  NB: [{ name: 'HST', ratePpm: 150_000 }],
  NL: [{ name: 'HST', ratePpm: 150_000 }],
  NS: [{ name: 'HST', ratePpm: 140_000 }],
  NT: [GST],
  NU: [GST],
  ON: [{ name: 'HST', ratePpm: 130_000 }],
  PE: [{ name: 'HST', ratePpm: 150_000 }],
  QC: [GST, { name: 'QST', ratePpm: 99_750 }],
  SK: [GST, { name: 'PST', ratePpm: 60_000 }],
  YT: [GST],
};

/** A province not on the list (not yet validated) still owes the federal GST. */
export const CANADA_FALLBACK_COMPONENTS: readonly CanadaTaxComponent[] = [GST];
