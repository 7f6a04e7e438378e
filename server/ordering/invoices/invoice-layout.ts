import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceDocument, InvoiceField } from './invoice-document';
import { encodableBy, toEncodableText } from './win-ansi-text';
import { wrapText } from './wrap-text';

/* Draws an invoice on as many pages as its lines need, with pdf-lib's standard Helvetica (no font
 * file to ship). Every text goes through toEncodableText: Helvetica only has WinAnsi glyphs. */

const MARGIN = 50;
const FOOTER_SPACE = 50;
const INK = rgb(0.12, 0.11, 0.1);
const MUTED = rgb(0.42, 0.4, 0.38);
const RULE = rgb(0.82, 0.8, 0.77);
const QUANTITY_WIDTH = 40;
const MONEY_WIDTH = 90;

interface Pen {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  size: [number, number];
  page: PDFPage;
  y: number;
}

export async function renderInvoicePdf(invoice: InvoiceDocument, metadata: { title: string; createdAt: Date }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(metadata.title);
  pdf.setAuthor(invoice.storeName);
  pdf.setCreator(invoice.storeName);
  pdf.setCreationDate(metadata.createdAt);
  pdf.setModificationDate(metadata.createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const size = invoice.pageSize === 'letter' ? PageSizes.Letter : PageSizes.A4;
  const page = pdf.addPage(size);
  const pen: Pen = { pdf, regular, bold, size, page, y: size[1] - MARGIN };

  drawHeader(pen, invoice);
  drawFacts(pen, invoice.facts);
  drawAddresses(pen, invoice);
  drawLines(pen, invoice);
  drawTotals(pen, invoice);
  drawNotes(pen, invoice.notes);
  drawFooters(pen, invoice);
  // Object streams off: the file stays readable by simple tools and by our tests.
  return pdf.save({ useObjectStreams: false });
}

const encodable = new WeakMap<PDFFont, (codePoint: number) => boolean>();
function clean(font: PDFFont, text: string): string {
  let check = encodable.get(font);
  if (!check) {
    check = encodableBy(font.getCharacterSet());
    encodable.set(font, check);
  }
  return toEncodableText(text, check);
}

function text(pen: Pen, value: string, x: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {}): void {
  const font = options.font ?? pen.regular;
  const size = options.size ?? 10;
  const safe = clean(font, value);
  const left = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
  pen.page.drawText(safe, { x: left, y: pen.y, font, size, color: options.color ?? INK });
}

function wrap(pen: Pen, value: string, width: number, font: PDFFont, size: number): string[] {
  return wrapText(clean(font, value), width, (part) => font.widthOfTextAtSize(part, size));
}

function right(pen: Pen): number {
  return pen.size[0] - MARGIN;
}

/** Starts a new page when `height` points do not fit above the footer; says whether it did. */
function ensure(pen: Pen, height: number): boolean {
  if (pen.y - height >= FOOTER_SPACE + 10) return false;
  pen.page = pen.pdf.addPage(pen.size);
  pen.y = pen.size[1] - MARGIN;
  return true;
}

function rule(pen: Pen, from = MARGIN): void {
  pen.page.drawLine({ start: { x: from, y: pen.y }, end: { x: right(pen), y: pen.y }, thickness: 0.7, color: RULE });
}

function drawHeader(pen: Pen, invoice: InvoiceDocument): void {
  pen.y -= 14;
  text(pen, invoice.storeName, MARGIN, { font: pen.bold, size: 20 });
  text(pen, invoice.title, right(pen), { font: pen.bold, size: 16, alignRight: true, color: MUTED });
  pen.y -= 16;
  rule(pen);
  pen.y -= 22;
}

function drawFacts(pen: Pen, facts: readonly InvoiceField[]): void {
  for (const fact of facts) {
    text(pen, fact.label, MARGIN, { size: 9, color: MUTED });
    const lines = wrap(pen, fact.value, right(pen) - MARGIN - 130, pen.regular, 10);
    for (const [index, line] of lines.entries()) {
      if (index > 0) pen.y -= 13;
      text(pen, line, MARGIN + 130);
    }
    pen.y -= 15;
  }
  pen.y -= 10;
}

function drawAddresses(pen: Pen, invoice: InvoiceDocument): void {
  const columnWidth = (right(pen) - MARGIN) / 2;
  const top = pen.y;
  let lowest = top;
  invoice.addresses.forEach((address, column) => {
    pen.y = top;
    const x = MARGIN + column * columnWidth;
    text(pen, address.label, x, { font: pen.bold, size: 10 });
    for (const line of address.lines.flatMap((value) => wrap(pen, value, columnWidth - 12, pen.regular, 10))) {
      pen.y -= 13;
      text(pen, line, x);
    }
    lowest = Math.min(lowest, pen.y);
  });
  pen.y = lowest - 28;
}

function drawTableHeader(pen: Pen, invoice: InvoiceDocument): void {
  const style = { font: pen.bold, size: 9, color: MUTED };
  text(pen, invoice.columns.quantity, MARGIN, style);
  text(pen, invoice.columns.description, MARGIN + QUANTITY_WIDTH, style);
  text(pen, invoice.columns.unitPrice, right(pen) - MONEY_WIDTH, { ...style, alignRight: true });
  text(pen, invoice.columns.total, right(pen), { ...style, alignRight: true });
  pen.y -= 6;
  rule(pen);
  pen.y -= 15;
}

function drawLines(pen: Pen, invoice: InvoiceDocument): void {
  ensure(pen, 60);
  drawTableHeader(pen, invoice);
  const descriptionWidth = right(pen) - MARGIN - QUANTITY_WIDTH - 2 * MONEY_WIDTH - 10;
  for (const line of invoice.lines) {
    const names = wrap(pen, line.name, descriptionWidth, pen.regular, 10);
    const details = line.details.flatMap((detail) => wrap(pen, detail, descriptionWidth, pen.regular, 8.5));
    const height = names.length * 13 + details.length * 11 + 8;
    // A line never splits across pages; a new page repeats the column titles.
    if (ensure(pen, height)) drawTableHeader(pen, invoice);
    text(pen, line.quantity, MARGIN);
    text(pen, line.unitPrice, right(pen) - MONEY_WIDTH, { alignRight: true });
    text(pen, line.total, right(pen), { alignRight: true });
    names.forEach((name, index) => {
      if (index > 0) pen.y -= 13;
      text(pen, name, MARGIN + QUANTITY_WIDTH);
    });
    for (const detail of details) {
      pen.y -= 11;
      text(pen, detail, MARGIN + QUANTITY_WIDTH, { size: 8.5, color: MUTED });
    }
    pen.y -= 8;
    rule(pen);
    pen.y -= 15;
  }
}

function drawTotals(pen: Pen, invoice: InvoiceDocument): void {
  ensure(pen, invoice.totals.length * 16 + 10);
  pen.y -= 4;
  const labelX = right(pen) - MONEY_WIDTH - 170;
  for (const total of invoice.totals) {
    const font = total.strong ? pen.bold : pen.regular;
    const size = total.strong ? 12 : 10;
    if (total.strong) {
      pen.y -= 2;
      rule(pen, labelX);
      pen.y -= 14;
    }
    text(pen, total.label, labelX, { font, size, color: total.strong ? INK : MUTED });
    text(pen, total.value, right(pen), { font, size, alignRight: true });
    pen.y -= total.strong ? 20 : 16;
  }
}

function drawNotes(pen: Pen, notes: readonly string[]): void {
  pen.y -= 10;
  for (const note of notes) {
    const lines = wrap(pen, note, right(pen) - MARGIN, pen.regular, 9);
    ensure(pen, lines.length * 12);
    for (const line of lines) {
      text(pen, line, MARGIN, { size: 9, color: MUTED });
      pen.y -= 12;
    }
  }
}

function drawFooters(pen: Pen, invoice: InvoiceDocument): void {
  const pages = pen.pdf.getPages();
  pages.forEach((page, index) => {
    pen.page = page;
    pen.y = FOOTER_SPACE - 20;
    text(pen, invoice.storeName, MARGIN, { size: 8, color: MUTED });
    text(pen, invoice.pageLabel(index + 1, pages.length), right(pen), { size: 8, color: MUTED, alignRight: true });
  });
}
