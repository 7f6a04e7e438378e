import { DOCUMENT_CONTENT_TYPES, MAX_DOCUMENT_BYTES, type DocumentContentType } from '@/lib/brands/brand-rules';
import { bytesMatchType } from '@/lib/brands/document-signature';

export type DocumentFileProblem = 'type' | 'spoofed' | 'size' | 'empty';

const TYPE_NAMES: Record<DocumentContentType, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

export function typeName(type: string): string {
  return TYPE_NAMES[type as DocumentContentType] ?? type;
}

/**
 * The same checks as the server, before a byte is sent: saves a 5 MB upload that would be
 * refused. The server still decides (a browser can be bypassed).
 */
export async function checkDocumentFile(file: File): Promise<DocumentFileProblem | null> {
  if (!(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return bytesMatchType(head, file.type as DocumentContentType) ? null : 'spoofed';
}
