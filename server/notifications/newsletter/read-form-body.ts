import type { IncomingMessage } from 'node:http';

/** A sign-up form is a few hundred bytes; anything larger is not our form. */
export const MAX_FORM_BYTES = 8 * 1024;

/**
 * The fields of an HTML form posted to a page (application/x-www-form-urlencoded): what the
 * /subscribe page receives when the browser runs no JavaScript. Pages get no body parser, so
 * the stream is read here. An oversized or differently typed body reads as no fields.
 */
export async function readFormBody(req: IncomingMessage, maxBytes = MAX_FORM_BYTES): Promise<URLSearchParams> {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return new URLSearchParams();
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > maxBytes) return new URLSearchParams();
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
