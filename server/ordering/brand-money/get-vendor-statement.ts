import type { Statement, StatementLine, StatementTotals } from '@/lib/contracts/brands/money-schemas';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { monthRange } from './money-rules';
import { listMoneyMonths, listRefundLines, listSaleLines, type MoneyLineRow } from './repository-brand-money';

/*
 * A vendor's monthly statement (issue 17 item 5, decision 0033). A month holds the lines of
 * orders PAID in it (sales) and the lines REFUNDED in it (cancelled after payment, returned,
 * refunded late), each refund taking back its whole line: line total, commission and net as
 * recorded at order time. So a past month never changes when a line is refunded later; the
 * refund lands in the month it happens. Totals are per currency: amounts are never converted.
 */

function toLine(kind: StatementLine['kind'], row: MoneyLineRow): StatementLine {
  return {
    kind,
    order_code: row.orderCode,
    date: row.at.toISOString(),
    product_code: row.productCode,
    product_name: row.productName,
    sku: row.sku,
    quantity: row.quantity,
    currency: row.currency,
    unit_price: row.unitPrice,
    line_total: row.lineTotal,
    commission_bps: row.commissionBps,
    commission: row.commission,
    net: row.vendorNet,
  };
}

/** Sums per currency, in the order currencies first appear; integer arithmetic only. */
export function sumStatement(lines: readonly StatementLine[]): StatementTotals[] {
  const totals = new Map<string, StatementTotals>();
  for (const line of lines) {
    const entry = totals.get(line.currency) ?? { currency: line.currency, gross_sales: 0, refunds: 0, commission: 0, net_payable: 0, sale_lines: 0, refund_lines: 0 };
    const sign = line.kind === 'sale' ? 1 : -1;
    if (line.kind === 'sale') {
      entry.gross_sales += line.line_total;
      entry.sale_lines += 1;
    } else {
      entry.refunds += line.line_total;
      entry.refund_lines += 1;
    }
    entry.commission += sign * line.commission;
    entry.net_payable += sign * line.net;
    totals.set(line.currency, entry);
  }
  return [...totals.values()];
}

/** Every line of the month (the CSV's); the brands route trims the list for the screen. */
export async function getVendorStatement(input: { vendorCode: string; month: string }, db: DbOrTx = getDb()): Promise<Statement> {
  const { from, to } = monthRange(input.month);
  const [sales, refunds] = await Promise.all([listSaleLines(db, input.vendorCode, from, to), listRefundLines(db, input.vendorCode, from, to)]);
  const lines = [...sales.map((row) => toLine('sale', row)), ...refunds.map((row) => toLine('refund', row))];
  return { month: input.month, vendor_code: input.vendorCode, totals: sumStatement(lines), lines, line_count: lines.length };
}

export async function listVendorStatementMonths(vendorCode: string, db: DbOrTx = getDb()): Promise<string[]> {
  return listMoneyMonths(db, vendorCode);
}
