import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@/lib/brands/brand-rules';
import { decodeDocument } from '@/server/brands/applications/decode-document';

/* An upload is kept only once its declared type, its encoding, its size and its first bytes agree. */

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'accepted';
};

describe('decodeDocument', () => {
  it('returns the bytes of a real PDF', () => {
    expect(decodeDocument({ contentType: 'application/pdf', dataBase64: PDF.toString('base64') }).bytes.equals(PDF)).toBe(true);
  });

  it('refuses an undeclared or unknown type, and bytes of another type, as unsupported (415)', () => {
    expect(codeOf(() => decodeDocument({ contentType: 'image/gif', dataBase64: PDF.toString('base64') }))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(codeOf(() => decodeDocument({ contentType: 'application/pdf', dataBase64: PNG.toString('base64') }))).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses content that is not base64 (400) and an empty file', () => {
    expect(codeOf(() => decodeDocument({ contentType: 'application/pdf', dataBase64: 'JVBER!!=' }))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => decodeDocument({ contentType: 'application/pdf', dataBase64: '' }))).toBe('VALIDATION_FAILED');
  });

  it('refuses one byte over 5 MB (413) and keeps exactly 5 MB', () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF.length)]);
    expect(codeOf(() => decodeDocument({ contentType: 'application/pdf', dataBase64: exact.toString('base64') }))).toBe('accepted');
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    expect(codeOf(() => decodeDocument({ contentType: 'application/pdf', dataBase64: over.toString('base64') }))).toBe('PAYLOAD_TOO_LARGE');
  });
});
