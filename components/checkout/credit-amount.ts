/**
 * The credit field holds a decimal string as typed ("25", "25.5", "25,50"); the API takes minor
 * units. Null when it is not an amount of money at all.
 */
export function parseCreditAmount(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const [whole = '0', fraction = ''] = normalised.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units back to the field's text: 2550 → "25.50", 2500 → "25". */
export function creditAmountText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
