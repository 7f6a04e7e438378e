import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { encodableBy, toEncodableText } from '@/server/ordering/invoices/win-ansi-text';
import { wrapText } from '@/server/ordering/invoices/wrap-text';

/*
 * A packing slip: what goes in the box, for the packer and the shopper. No prices (a gift may be
 * in it) and only the brand's own lines. Helvetica (no font file), every text through
 * toEncodableText as the invoice does.
 */

export interface PackingSlipDocument {
  storeName: string;
  title: string;
  brandName: string;
  facts: { label: string; value: string }[];
  shipTo: { label: string; lines: string[] };
  columns: { quantity: string; sku: string; item: string; packed: string };
  lines: { quantity: number; sku: string; item: string; detail: string }[];
  footer: string;
  letter: boolean;
}

const MARGIN = 50;
const INK = rgb(0.12, 0.11, 0.1);
const MUTED = rgb(0.42, 0.4, 0.38);
const RULE = rgb(0.82, 0.8, 0.77);

interface Pen {
  pdf: PDFDocument;
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  size: [number, number];
  y: number;
  check: (codePoint: number) => boolean;
}

function write(pen: Pen, value: string, x: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {}): void {
  const font = options.font ?? pen.regular;
  const size = options.size ?? 10;
  const safe = toEncodableText(value, pen.check);
  const left = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
  pen.page.drawText(safe, { x: left, y: pen.y, font, size, color: options.color ?? INK });
}

function rule(pen: Pen): void {
  pen.page.drawLine({ start: { x: MARGIN, y: pen.y }, end: { x: pen.size[0] - MARGIN, y: pen.y }, thickness: 0.7, color: RULE });
}

function ensure(pen: Pen, height: number): void {
  if (pen.y - height >= MARGIN + 30) return;
  pen.page = pen.pdf.addPage(pen.size);
  pen.y = pen.size[1] - MARGIN;
}

export async function renderPackingSlipPdf(slip: PackingSlipDocument, createdAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(slip.title);
  pdf.setAuthor(slip.brandName);
  pdf.setCreator(slip.storeName);
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const size = slip.letter ? PageSizes.Letter : PageSizes.A4;
  const pen: Pen = { pdf, page: pdf.addPage(size), regular, bold, size, y: size[1] - MARGIN - 14, check: encodableBy(regular.getCharacterSet()) };
  const right = size[0] - MARGIN;

  write(pen, slip.brandName, MARGIN, { font: bold, size: 18 });
  write(pen, slip.title, right, { font: bold, size: 16, color: MUTED, alignRight: true });
  pen.y -= 14;
  write(pen, slip.storeName, MARGIN, { size: 9, color: MUTED });
  pen.y -= 10;
  rule(pen);
  pen.y -= 22;
  for (const fact of slip.facts) {
    write(pen, fact.label, MARGIN, { size: 9, color: MUTED });
    write(pen, fact.value, MARGIN + 130);
    pen.y -= 15;
  }
  pen.y -= 10;
  write(pen, slip.shipTo.label, MARGIN, { font: bold });
  for (const line of slip.shipTo.lines) {
    pen.y -= 13;
    write(pen, line, MARGIN);
  }
  pen.y -= 30;

  const itemX = MARGIN + 150;
  const header = { font: bold, size: 9, color: MUTED };
  write(pen, slip.columns.quantity, MARGIN, header);
  write(pen, slip.columns.sku, MARGIN + 40, header);
  write(pen, slip.columns.item, itemX, header);
  write(pen, slip.columns.packed, right, { ...header, alignRight: true });
  pen.y -= 6;
  rule(pen);
  pen.y -= 15;
  const itemWidth = right - itemX - 50;
  for (const line of slip.lines) {
    const wrapped = wrapText(toEncodableText(line.item, pen.check), itemWidth, (part) => regular.widthOfTextAtSize(part, 10));
    const detail = line.detail ? wrapText(toEncodableText(line.detail, pen.check), itemWidth, (part) => regular.widthOfTextAtSize(part, 9)) : [];
    ensure(pen, 14 * (wrapped.length + detail.length) + 10);
    write(pen, String(line.quantity), MARGIN, { font: bold });
    write(pen, line.sku, MARGIN + 40, { size: 9 });
    pen.page.drawRectangle({ x: right - 10, y: pen.y - 1, width: 10, height: 10, borderColor: MUTED, borderWidth: 0.8 });
    wrapped.forEach((part, index) => {
      if (index > 0) pen.y -= 13;
      write(pen, part, itemX);
    });
    for (const part of detail) {
      pen.y -= 12;
      write(pen, part, itemX, { size: 9, color: MUTED });
    }
    pen.y -= 8;
    rule(pen);
    pen.y -= 15;
  }
  ensure(pen, 40);
  pen.y -= 10;
  for (const part of wrapText(toEncodableText(slip.footer, pen.check), right - MARGIN, (value) => regular.widthOfTextAtSize(value, 9))) {
    write(pen, part, MARGIN, { size: 9, color: MUTED });
    pen.y -= 12;
  }
  return pdf.save({ useObjectStreams: false });
}
