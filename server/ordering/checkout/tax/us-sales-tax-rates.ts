/*
 * US sales tax at checkout (ADR 0012). One base rate per state: the statewide rate, plus the
 * local add-on every seller must charge where the state makes it uniform (UT 1.25%, VA 1%).
 * County, city and district taxes vary by street and are not modelled: the store collects the
 * state rate and documents it. Rates in force in 2025–2026, in parts per million (1% = 10 000)
 * because several states use thousandths of a percent (MN 6.875%, NJ 6.625%).
 * AK, DE, MT, NH and OR have no state sales tax.
 */
export const US_STATE_SALES_TAX_PPM: Readonly<Record<string, number>> = {
  AL: 40_000,
  AK: 0,
  AZ: 56_000,
  AR: 65_000,
  CA: 72_500,
  CO: 29_000,
  CT: 63_500,
  DE: 0,
  DC: 60_000,
  FL: 60_000,
  GA: 40_000,
  HI: 40_000,
  ID: 60_000,
  IL: 62_500,
  IN: 70_000,
  IA: 60_000,
  KS: 65_000,
  KY: 60_000,
  LA: 50_000,
  ME: 55_000,
  MD: 60_000,
  MA: 62_500,
  MI: 60_000,
  MN: 68_750,
  MS: 70_000,
  MO: 42_250,
  MT: 0,
  NE: 55_000,
  NV: 68_500,
  NH: 0,
  NJ: 66_250,
  NM: 48_750,
  NY: 40_000,
  NC: 47_500,
  ND: 50_000,
  OH: 57_500,
  OK: 45_000,
  OR: 0,
  PA: 60_000,
  RI: 70_000,
  SC: 60_000,
  SD: 42_000,
  TN: 70_000,
  TX: 62_500,
  UT: 61_000,
  VT: 60_000,
  VA: 53_000,
  WA: 65_000,
  WV: 60_000,
  WI: 50_000,
  WY: 40_000,
};

/*
 * States where a separately stated delivery charge on taxable goods is itself taxable. States
 * where it depends on who carries the parcel or how it is invoiced (IL, MI, and others) are
 * left out: the store states shipping separately and uses a common carrier, which those states
 * exempt. Everywhere else shipping is untaxed.
 */
export const US_STATES_TAXING_SHIPPING: ReadonlySet<string> = new Set([
  'AR', 'CT', 'DC', 'GA', 'HI', 'IN', 'KS', 'KY', 'MN', 'MS', 'NE', 'NJ', 'NM', 'NY',
  'NC', 'ND', 'OH', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'VT', 'WA', 'WV', 'WI',
]);
