import type { IncomingMessage } from 'node:http';
import { AppError } from '@/server/http/app-error';

/** The request body as sent (webhook signatures cover these exact bytes), up to maxBytes. */
export function readRawBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.reject(new AppError('PAYLOAD_TOO_LARGE', `The body is larger than ${maxBytes} bytes.`));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > maxBytes) refused = true;
      else chunks.push(buffer);
    });
    req.on('end', () => (refused ? reject(new AppError('PAYLOAD_TOO_LARGE', `The body is larger than ${maxBytes} bytes.`)) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}
