/**
 * Where uploaded files live: a local folder by default, an S3-compatible bucket when configured
 * (design §1). Keys are relative paths with forward slashes ("reviews/12/<uuid>.webp").
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a missing file is not an error (undoing a half-done upload). */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

/** Keys are built by the server, never by a client; this refuses anything that could escape the root. */
export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Unsafe storage key: ${key}`);
}
