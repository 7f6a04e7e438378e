import { textCell, writeCsv } from '@/lib/csv/csv';
import { formatPriceCell, STOCK_PRICE_COLUMNS, STOCK_PRICE_CURRENCIES } from '@/lib/catalog/stock-prices-csv';
import { getDb } from '@/server/db/client';
import { listVendorVariants, type VendorVariantRow } from './repository';

/** "colour: walnut / size: 140x70": what tells two variants of a product apart. */
export function variantLabel(options: VendorVariantRow['options']): string {
  return Object.entries(options)
    .filter(([, value]) => Boolean(value))
    .map(([name, value]) => `${name}: ${value}`)
    .join(' / ');
}

/**
 * Every variant of the vendor's products (published or not), one row each: sku, product name,
 * variant, stock and the price in each store currency (blank where it has none). Product and
 * variant are for reading only; the upload ignores them.
 */
export async function exportStockPricesCsv(input: { vendorId: number }): Promise<{ csv: string; rows: number }> {
  const variants = await listVendorVariants(getDb(), input.vendorId);
  const rows = variants.map((variant) => [
    variant.sku,
    textCell(variant.productName),
    textCell(variantLabel(variant.options)),
    String(variant.stock),
    ...STOCK_PRICE_CURRENCIES.map((currency) => {
      const price = variant.prices[currency];
      return price ? formatPriceCell(price.amount) : '';
    }),
  ]);
  return { csv: writeCsv([[...STOCK_PRICE_COLUMNS], ...rows]), rows: rows.length };
}
