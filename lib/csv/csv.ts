/*
 * A small strict CSV reader and writer (RFC 4180): comma-separated, fields quoted with " when
 * they hold a comma, a quote or a line break, "" for a quote inside. A stray quote is an error
 * with its line, never a guess. A leading byte-order mark (Excel writes one) is skipped.
 */

export interface CsvRecord {
  /** The line of the file the record starts on (1-based). */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let wasQuoted = false;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    // A blank line (one empty cell) separates nothing: it is skipped.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
          const after = source[i + 1];
          if (after !== undefined && after !== ',' && after !== '\n' && after !== '\r') throw new CsvSyntaxError(line, `Line ${line}: a closing quote must end its cell.`);
        }
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"') {
      if (cell !== '' || wasQuoted) throw new CsvSyntaxError(line, `Line ${line}: a quote inside a cell that does not start with one. Quote the whole cell and double the quote ("").`);
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(recordLine, `Line ${recordLine}: a quoted cell is never closed.`);
  if (cell !== '' || cells.length > 0 || wasQuoted) endRecord();
  return records;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One line per row, CRLF-terminated as RFC 4180 asks (and spreadsheets expect). */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A spreadsheet runs a cell starting with =, +, -, @ (or a tab/CR) as a formula: such free text
 * is written with a leading apostrophe so it opens as text (OWASP "CSV injection").
 */
export function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
