import { createHash } from 'node:crypto';

/* Buckets are stored under a hash of what they count (an e-mail, an IP): the limiter only ever
 * compares keys, and the table or Redis then holds no personal data. */
export function bucketKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
