import type { CsvRecord } from '@/lib/csv/csv';
import { INFO_COLUMNS, MAX_CSV_ROWS, parsePriceCell, parseStockCell, STOCK_PRICE_CURRENCIES } from '@/lib/catalog/stock-prices-csv';

/* The row-by-row rules of a prices-and-stock upload, pure: the use case brings the vendor's
 * variants and applies the changes only when nothing is refused. */

export interface RefusedRow {
  line: number;
  sku: string;
  reasons: string[];
}

export interface VariantChange {
  sku: string;
  line: number;
  stock: number | null;
  /** Minor units by currency; only the currencies whose cell was filled. */
  prices: Record<string, number>;
}

export interface CheckedRows {
  changes: VariantChange[];
  refused: RefusedRow[];
}

interface Header {
  sku: number;
  stock: number | null;
  currencies: { currency: string; index: number }[];
  width: number;
}

/** The header names the columns; unknown or repeated ones refuse the whole file (line 1). */
function readHeader(record: CsvRecord): Header | RefusedRow {
  const names = record.cells.map((cell) => cell.trim());
  const reasons: string[] = [];
  const seen = new Set<string>();
  const known = new Set<string>(['sku', 'stock', ...INFO_COLUMNS]);
  const currencies: Header['currencies'] = [];
  names.forEach((raw, index) => {
    const name = STOCK_PRICE_CURRENCIES.includes(raw.toUpperCase() as (typeof STOCK_PRICE_CURRENCIES)[number]) ? raw.toUpperCase() : raw.toLowerCase();
    if (seen.has(name)) reasons.push(`The column "${raw}" appears twice.`);
    seen.add(name);
    if (STOCK_PRICE_CURRENCIES.some((currency) => currency === name)) currencies.push({ currency: name, index });
    else if (!known.has(name)) reasons.push(`Unknown column "${raw}". Columns: sku, product, variant, stock, ${STOCK_PRICE_CURRENCIES.join(', ')}.`);
  });
  if (!seen.has('sku')) reasons.push('The first line must name the columns, with a "sku" column.');
  if (!seen.has('stock') && currencies.length === 0) reasons.push('There is no column to change: add "stock" or a currency (USD, EUR...).');
  if (reasons.length > 0) return { line: record.line, sku: '', reasons };
  const stockIndex = names.findIndex((name) => name.toLowerCase() === 'stock');
  return { sku: names.findIndex((name) => name.toLowerCase() === 'sku'), stock: stockIndex >= 0 ? stockIndex : null, currencies, width: names.length };
}

/** Every rule for every row; `ownSkus` are the vendor's own SKUs (anything else is unknown to it). */
export function checkStockPriceRows(records: readonly CsvRecord[], ownSkus: ReadonlySet<string>): CheckedRows {
  const [headerRecord, ...rows] = records;
  if (!headerRecord) return { changes: [], refused: [{ line: 1, sku: '', reasons: ['The file is empty.'] }] };
  const header = readHeader(headerRecord);
  if ('reasons' in header) return { changes: [], refused: [header] };
  if (rows.length === 0) return { changes: [], refused: [{ line: headerRecord.line + 1, sku: '', reasons: ['The file has no rows under its header.'] }] };
  if (rows.length > MAX_CSV_ROWS) return { changes: [], refused: [{ line: rows[MAX_CSV_ROWS]!.line, sku: '', reasons: [`A file can hold at most ${MAX_CSV_ROWS} rows; send it in parts.`] }] };

  const changes: VariantChange[] = [];
  const refused: RefusedRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of rows) {
    const sku = (record.cells[header.sku] ?? '').trim();
    const reasons: string[] = [];
    if (record.cells.length !== header.width) reasons.push(`The row has ${record.cells.length} cells; the header has ${header.width}.`);
    if (sku === '') reasons.push('The SKU is missing.');
    else if (firstLineOf.has(sku)) reasons.push(`The SKU is already on line ${firstLineOf.get(sku)}.`);
    else if (!ownSkus.has(sku)) reasons.push('No variant of your store has this SKU.');
    if (sku !== '' && !firstLineOf.has(sku)) firstLineOf.set(sku, record.line);

    let stock: number | null = null;
    if (header.stock !== null) {
      const parsed = parseStockCell(record.cells[header.stock] ?? '');
      if ('problem' in parsed) reasons.push(parsed.problem);
      else stock = parsed.stock;
    }
    const prices: Record<string, number> = {};
    for (const { currency, index } of header.currencies) {
      const parsed = parsePriceCell(currency, record.cells[index] ?? '');
      if ('problem' in parsed) reasons.push(parsed.problem);
      else if (parsed.amount !== null) prices[currency] = parsed.amount;
    }
    if (reasons.length > 0) refused.push({ line: record.line, sku, reasons });
    else changes.push({ sku, line: record.line, stock, prices });
  }
  return { changes, refused };
}
