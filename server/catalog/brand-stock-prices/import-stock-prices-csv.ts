import { CsvSyntaxError, parseCsv, type CsvRecord } from '@/lib/csv/csv';
import type { ErrorIssue } from '@/lib/contracts/error-codes';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { revalidateCatalogPages } from '@/server/catalog/revalidation/revalidate-catalog-pages';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { checkStockPriceRows, type RefusedRow } from './check-stock-price-rows';
import { listVendorVariants, lockVendorVariants, putPrice, setStock, touchProducts } from './repository';

/* Up to this many changed products, the answer waits for their pages to be re-rendered (the brand
 * sees its change at once); a bigger file hands the pages to the server's revalidation endpoint
 * in the background, so the upload answers within the client's time-out. */
const AWAITED_PRODUCTS = 5;

export interface StockPricesImportResult {
  rows: number;
  changedVariants: number;
  changedStock: number;
  changedPrices: number;
  revalidatedPages: number;
  /** True when the pages are being re-rendered in the background. */
  pagesRefreshing: boolean;
}

/** Refused rows travel as issues: path "csv.line.{n}", the SKU and every reason in the message. */
function refusal(refused: RefusedRow[]): AppError {
  const issues: ErrorIssue[] = refused.map((row) => ({ path: `csv.line.${row.line}`, message: `${row.sku ? `${row.sku}: ` : ''}${row.reasons.join(' ')}` }));
  const count = refused.length === 1 ? 'One row was refused' : `${refused.length} rows were refused`;
  return new AppError('UNPROCESSABLE', `${count}; nothing was changed. Correct the rows and send the whole file again.`, { issues });
}

function parse(csv: string): CsvRecord[] {
  try {
    return parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw refusal([{ line: error.line, sku: '', reasons: [error.message] }]);
    throw error;
  }
}

/**
 * PUT /v1/brands/{brandId}/stock-prices: every row is checked (own SKU, numbers, duplicates);
 * one refused row and nothing changes. Otherwise the changes are written in one transaction,
 * with the vendor's variants locked, and the pages that show them are re-rendered at once
 * (search reads prices and stock live).
 */
export async function importStockPricesCsv(input: { vendorId: number; csv: string; revalidate?: PathRevalidator }): Promise<StockPricesImportResult> {
  const records = parse(input.csv);
  const db = getDb();
  const known = await listVendorVariants(db, input.vendorId);
  const checked = checkStockPriceRows(records, new Set(known.map((variant) => variant.sku)));
  if (checked.refused.length > 0) throw refusal(checked.refused);

  const result = await db.transaction(async (tx) => {
    const bySku = new Map((await lockVendorVariants(tx, input.vendorId)).map((variant) => [variant.sku, variant]));
    const changed = { variants: 0, stock: 0, prices: 0, productIds: new Set<number>() };
    const vanished: RefusedRow[] = [];
    for (const change of checked.changes) {
      const variant = bySku.get(change.sku);
      // Deleted between the check and the lock: refused like any unknown SKU, and all rolls back.
      if (!variant) {
        vanished.push({ line: change.line, sku: change.sku, reasons: ['No variant of your store has this SKU.'] });
        continue;
      }
      let touched = false;
      if (change.stock !== null && change.stock !== variant.stock) {
        await setStock(tx, variant.variantId, change.stock);
        changed.stock += 1;
        touched = true;
      }
      for (const [currency, amount] of Object.entries(change.prices)) {
        const current = variant.prices[currency];
        if (current?.amount === amount) continue;
        // A "was" price must stay above the price, else it is dropped.
        const compareAtAmount = current?.compareAtAmount && current.compareAtAmount > amount ? current.compareAtAmount : null;
        await putPrice(tx, { variantId: variant.variantId, currency, amount, compareAtAmount });
        changed.prices += 1;
        touched = true;
      }
      if (touched) {
        changed.variants += 1;
        changed.productIds.add(variant.productId);
      }
    }
    if (vanished.length > 0) throw refusal(vanished);
    await touchProducts(tx, [...changed.productIds]);
    return changed;
  });

  const productIds = [...result.productIds];
  const counts = { rows: checked.changes.length, changedVariants: result.variants, changedStock: result.stock, changedPrices: result.prices };
  if (productIds.length > AWAITED_PRODUCTS) {
    // Never throws (failures are reported and logged); the pages' time-based revalidation remains the net.
    void revalidateCatalogPages({ productIds });
    return { ...counts, revalidatedPages: 0, pagesRefreshing: true };
  }
  const report = productIds.length > 0 ? await revalidateCatalogPages({ productIds }, { revalidate: input.revalidate }) : { revalidated: [], failed: [] };
  return { ...counts, revalidatedPages: report.revalidated.length, pagesRefreshing: false };
}
