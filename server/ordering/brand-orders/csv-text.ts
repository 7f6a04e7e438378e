/*
 * CSV as spreadsheets read it (RFC 4180, CRLF). A cell that starts with =, +, - or @ is prefixed
 * with an apostrophe: a shopper's e-mail or a product name must never run as a formula in the
 * brand's spreadsheet (CSV injection). Numbers are written as numbers.
 */

export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Minor units as a decimal amount ("1234" → "12.34"), for spreadsheets. */
export function decimalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
