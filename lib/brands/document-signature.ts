import type { DocumentContentType } from './brand-rules';

/* What a document's first bytes say it is (decision 0030): the declared type is a claim, the
 * bytes are the proof. Shared by the browser (refuses early) and the server (decides). */

const SIGNATURES: Record<DocumentContentType, readonly number[]> = {
  // "%PDF-"
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** The accepted type these bytes start with, or undefined when they are none of them. */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | undefined {
  for (const [type, signature] of Object.entries(SIGNATURES) as [DocumentContentType, readonly number[]][]) {
    if (bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)) return type;
  }
  return undefined;
}

/** Whether the bytes really are of the declared type (a PNG sent as a PDF is not). */
export function bytesMatchType(bytes: Uint8Array, declared: DocumentContentType): boolean {
  return sniffDocumentType(bytes) === declared;
}
