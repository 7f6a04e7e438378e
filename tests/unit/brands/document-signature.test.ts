import { describe, expect, it } from 'vitest';
import { bytesMatchType, sniffDocumentType } from '@/lib/brands/document-signature';

/* Decision 0030: a document is what its first bytes say, not what its name or declared type say. */

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe1]);

describe('document signatures', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffDocumentType(PDF)).toBe('application/pdf');
    expect(sniffDocumentType(PNG)).toBe('image/png');
    expect(sniffDocumentType(JPEG)).toBe('image/jpeg');
  });

  it('recognises nothing else: GIF, an executable, text, too few bytes', () => {
    for (const bytes of [new TextEncoder().encode('GIF89a'), new Uint8Array([0x4d, 0x5a, 0x90]), new TextEncoder().encode('%PDF'), new Uint8Array([0xff, 0xd8]), new Uint8Array()]) {
      expect(sniffDocumentType(bytes)).toBeUndefined();
    }
  });

  it('refuses PNG bytes declared as a PDF, and a PDF declared as a JPEG', () => {
    expect(bytesMatchType(PNG, 'application/pdf')).toBe(false);
    expect(bytesMatchType(PDF, 'image/jpeg')).toBe(false);
    expect(bytesMatchType(PDF, 'application/pdf')).toBe(true);
  });
});
