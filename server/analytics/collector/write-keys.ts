import { ANALYTICS_DEV_WRITE_KEY } from '@/lib/contracts/analytics/event-tracking-schemas';

/*
 * The collector's write keys: public (the browser sends one), per site, rotatable. Production
 * lists them in ANALYTICS_WRITE_KEYS, comma separated: add the new key, ship the store with it,
 * then remove the old one. Outside production the development key is accepted when none is set.
 */
export function acceptedWriteKeys(): string[] {
  const listed = (process.env.ANALYTICS_WRITE_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length >= 8);
  if (listed.length > 0) return listed;
  return process.env.NODE_ENV === 'production' ? [] : [ANALYTICS_DEV_WRITE_KEY];
}

/** The key of an `Authorization: Bearer <key>` header, when it is one of the accepted keys. */
export function isAcceptedWriteKey(authorization: string | string[] | undefined): boolean {
  if (typeof authorization !== 'string') return false;
  const match = /^Bearer\s+(\S{1,256})$/i.exec(authorization.trim());
  return match !== null && acceptedWriteKeys().includes(match[1]!);
}
