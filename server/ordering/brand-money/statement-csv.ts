import type { Statement } from '@/lib/contracts/brands/money-schemas';

/*
 * A statement as CSV (RFC 4180: comma separated, CRLF, fields with a comma, quote or line break
 * quoted). Amounts are written in major units with a dot and two decimals (or none for
 * zero-decimal currencies) so a spreadsheet sums them; refunds are negative. A text cell that a
 * spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */

const ZERO_DECIMAL = new Set(['JPY', 'KRW']);

function cell(value: string | number): string {
  let text = String(value);
  // Amounts ("-12.34") are numbers to a spreadsheet, not formulas: only other text is guarded.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** 12345 → "123.45", -5 → "-0.05" (integer arithmetic: no float rounding). */
export function majorUnits(minor: number, currency: string): string {
  if (ZERO_DECIMAL.has(currency)) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function row(cells: (string | number)[]): string {
  return cells.map(cell).join(',');
}

export function statementCsv(statement: Statement): string {
  const rows: string[] = [
    row(['kind', 'date', 'order', 'product_code', 'product', 'sku', 'quantity', 'currency', 'unit_price', 'line_total', 'commission_rate_percent', 'commission', 'net']),
  ];
  for (const line of statement.lines) {
    const sign = line.kind === 'sale' ? 1 : -1;
    rows.push(
      row([
        line.kind,
        line.date,
        line.order_code,
        line.product_code,
        line.product_name,
        line.sku,
        sign * line.quantity,
        line.currency,
        majorUnits(line.unit_price, line.currency),
        majorUnits(sign * line.line_total, line.currency),
        (line.commission_bps / 100).toFixed(2),
        majorUnits(sign * line.commission, line.currency),
        majorUnits(sign * line.net, line.currency),
      ]),
    );
  }
  rows.push('');
  rows.push(row(['total', 'month', 'currency', 'gross_sales', 'refunds', 'commission', 'net_payable']));
  for (const total of statement.totals) {
    rows.push(
      row([
        'total',
        statement.month,
        total.currency,
        majorUnits(total.gross_sales, total.currency),
        majorUnits(-total.refunds, total.currency),
        majorUnits(total.commission, total.currency),
        majorUnits(total.net_payable, total.currency),
      ]),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}
