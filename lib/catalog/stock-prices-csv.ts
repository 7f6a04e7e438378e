import { CURRENCY_PREFIXES, type StoreCurrency } from '@/lib/format/format-price';

/* The columns of a brand's prices-and-stock CSV (issue 17 item 1, decision 0035), shared by the
 * server that writes and reads it and the page that explains it. */

export const STOCK_PRICE_CURRENCIES = Object.keys(CURRENCY_PREFIXES) as StoreCurrency[];
export const INFO_COLUMNS = ['product', 'variant'] as const;
export const STOCK_PRICE_COLUMNS = ['sku', ...INFO_COLUMNS, 'stock', ...STOCK_PRICE_CURRENCIES] as const;

export const MAX_STOCK = 1_000_000;
/** In minor units: 1,000,000.00 in any currency. */
export const MAX_PRICE_MINOR = 100_000_000;
export const MAX_CSV_ROWS = 20_000;
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** A stock cell: a whole number from 0 to MAX_STOCK; blank leaves the stock as it is. */
export function parseStockCell(value: string): { stock: number | null } | { problem: string } {
  const text = value.trim();
  if (text === '') return { stock: null };
  if (/^-\s*\d/.test(text)) return { problem: 'Stock cannot be negative.' };
  if (!/^\d+$/.test(text)) return { problem: `Stock "${text}" is not a whole number.` };
  const stock = Number(text);
  if (stock > MAX_STOCK) return { problem: `Stock can be at most ${MAX_STOCK.toLocaleString('en-US')}.` };
  return { stock };
}

/** A price cell in major units with at most two decimals ("1299", "1299.5", "1299.00"); blank leaves it. */
export function parsePriceCell(currency: string, value: string): { amount: number | null } | { problem: string } {
  const text = value.trim();
  if (text === '') return { amount: null };
  if (/^-\s*\d/.test(text)) return { problem: `${currency} price cannot be negative.` };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { problem: `${currency} price "${text}" is not a number with at most two decimals and a dot (for example 1299.00).` };
  const amount = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (amount === 0) return { problem: `${currency} price must be more than 0.` };
  if (amount > MAX_PRICE_MINOR) return { problem: `${currency} price can be at most 1000000.00.` };
  return { amount };
}

/** Minor units as the CSV writes them: "1299.00". */
export function formatPriceCell(amount: number): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}
