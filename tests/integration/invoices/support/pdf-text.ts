import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/* The text a PDF shows, read back the way pdf-lib wrote it: each page's (deflated) content stream
 * holds "<hex> Tj" operators in WinAnsi. Enough to assert what an invoice says, page by page. */

/* WinAnsi is Latin-1 except 0x80-0x9F, which hold €, typographic quotes, dashes and a few letters
 * (Node's TextDecoder may lack windows-1252 without full ICU, so the table is here). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80]! : String.fromCharCode(byte))).join('');
}

function streamBytes(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.get(PDFName.of('Filter'));
  return filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
}

function contentsOf(pdf: PDFDocument, object: PDFObject | undefined): PDFRawStream[] {
  const resolved = object && pdf.context.lookup(object);
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => contentsOf(pdf, item));
  return [];
}

/** One string per page: its text runs joined by newlines. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const operators = contentsOf(pdf, page.node.get(PDFName.of('Contents')))
      .map((stream) => Buffer.from(streamBytes(stream)).toString('latin1'))
      .join('\n');
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => decodeWinAnsi(Buffer.from(match[1]!, 'hex'))).join('\n');
  });
}
