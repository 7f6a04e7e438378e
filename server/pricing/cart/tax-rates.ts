/*
 * Standard VAT rates, in basis points (2000 = 20%), of the countries whose shop prices include
 * VAT: the United Kingdom and the European Union (rates in force in 2025–2026). The cart shows
 * the VAT part of its total for these countries; elsewhere (US, CA) tax depends on the shipping
 * address and is computed at checkout. One table, so a rate change is one line.
 */
export const VAT_RATES_BPS: Readonly<Record<string, number>> = {
  GB: 2000,
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
};

/** The VAT rate included in prices shown in a country, or null when tax is added at checkout. */
export function includedVatRateOf(country: string): number | null {
  return VAT_RATES_BPS[country.toUpperCase()] ?? null;
}
