import { formatMinorUnits } from '@/lib/format/format-price';

/** Cents as the store reads them ("$649", "649,50 €"): the one money formatter. */
export function formatCents(cents: number, currency: string, locale: string): string {
  return formatMinorUnits(cents, currency, locale);
}

/** What the brand typed ("649", "649.5", "649,50") in cents, or null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

export function centsToText(cents: number | undefined): string {
  return cents === undefined ? '' : (cents / 100).toFixed(2);
}
