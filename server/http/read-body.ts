import type { IncomingMessage } from 'node:http';
import { AppError } from './app-error';

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;

/**
 * Reads a JSON body by hand (routes export `config.api.bodyParser = false`) so that size, type and
 * syntax errors answer in the envelope instead of Next's plain-text 400. Returns undefined when
 * the request carries no body.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const raw = await readRawBody(req, maxBytes, () => tooLarge(maxBytes));
  if (raw.trim() === '') return undefined;
  if (!isJsonMediaType(req.headers['content-type'])) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON (Content-Type: application/json).');
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    const detail = error instanceof SyntaxError ? ` ${error.message}` : '';
    throw new AppError('INVALID_JSON', `The request body is not valid JSON.${detail}`);
  }
}

/** GET (and DELETE without a declared body) must not carry one: caches and proxies drop it. */
export async function assertNoBody(req: IncomingMessage, method: string): Promise<void> {
  await readRawBody(req, 0, () => new AppError('BAD_REQUEST', `A ${method} request takes no body.`));
}

/** application/json, with or without parameters, or a structured "+json" type. */
export function isJsonMediaType(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

function readRawBody(req: IncomingMessage, maxBytes: number, overflow: () => AppError): Promise<string> {
  if (req.readableEnded) {
    // Only Next's own body parser reads the stream before us: the route lost its config export.
    return Promise.reject(new Error('The request body was already consumed: the API route must export `config = { api: { bodyParser: false } }`.'));
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  // Node discards a body nobody reads once the answer is sent, so refusing early keeps the
  // connection usable and the 413 reaches the client.
  if (declared > maxBytes) return Promise.reject(overflow());

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > maxBytes) {
        cleanup();
        // Drain rather than destroy: destroying the stream resets the socket and the client
        // would see a broken connection instead of the 413.
        req.resume();
        reject(overflow());
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size).toString('utf8'));
    };
    const onError = () => {
      cleanup();
      reject(new AppError('BAD_REQUEST', 'The request body was not received completely.'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${formatBytes(maxBytes)}.`);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 && bytes % 1024 === 0 ? `${bytes / 1024} kB` : `${bytes} bytes`;
}
