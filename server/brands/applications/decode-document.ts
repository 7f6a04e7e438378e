import { DOCUMENT_CONTENT_TYPES, MAX_DOCUMENT_BYTES, type DocumentContentType } from '@/lib/brands/brand-rules';
import { bytesMatchType } from '@/lib/brands/document-signature';
import { AppError } from '../../http/app-error';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const LABEL: Record<DocumentContentType, string> = { 'application/pdf': 'a PDF', 'image/jpeg': 'a JPEG picture', 'image/png': 'a PNG picture' };

function isAcceptedType(type: string): type is DocumentContentType {
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type);
}

/**
 * The bytes of an uploaded document, once they are proven to be what the applicant says: a
 * declared type we take (415), valid base64 (400), within 5 MB (413), and first bytes of that
 * type (415: a PNG sent as a PDF, or a renamed executable, is refused).
 */
export function decodeDocument(input: { contentType: string; dataBase64: string }): { type: DocumentContentType; bytes: Buffer } {
  const type = input.contentType;
  if (!isAcceptedType(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the document as a PDF, JPEG or PNG file.', { issues: [{ path: 'body.content_type', message: 'application/pdf, image/jpeg or image/png.' }] });
  }
  const data = input.dataBase64.replace(/\s+/g, '');
  if (data.length % 4 !== 0 || !BASE64.test(data)) {
    throw new AppError('VALIDATION_FAILED', 'The file did not arrive whole: its content is not valid base64.', { issues: [{ path: 'body.data_base64', message: 'Not valid base64.' }] });
  }
  // Checked before decoding: the decoded size is known from the length.
  const size = (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  if (size > MAX_DOCUMENT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB. Send a smaller scan or a compressed PDF.`);
  if (size === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.', { issues: [{ path: 'body.data_base64', message: 'Empty.' }] });
  const bytes = Buffer.from(data, 'base64');
  if (!bytesMatchType(bytes, type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `This file is not ${LABEL[type]}, whatever its name says. Send a real PDF, JPEG or PNG file.`);
  }
  return { type, bytes };
}
