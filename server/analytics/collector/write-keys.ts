import { ANALYTICS_DEV_WRITE_KEY } from '@/lib/contracts/analytics/event-tracking-schemas';

/*
 * The collector's write keys: public (the browser sends one), per site, rotatable. Production
 * lists them in ANALYTICS_WRITE_KEYS, comma separated: add the new key, ship the store with it,
 * then remove the old one. With none listed, the development key (public, like every write key)
 * is accepted, so a local production build (`npm start`, the e2e servers) counts its own visits;
 * a real deployment lists its own keys.
 */
export function acceptedWriteKeys(): string[] {
  const listed = (process.env.ANALYTICS_WRITE_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length >= 8);
  return listed.length > 0 ? listed : [ANALYTICS_DEV_WRITE_KEY];
}

/** The key of an `Authorization: Bearer <key>` header, when it is one of the accepted keys. */
export function isAcceptedWriteKey(authorization: string | string[] | undefined): boolean {
  if (typeof authorization !== 'string') return false;
  const match = /^Bearer\s+(\S{1,256})$/i.exec(authorization.trim());
  return match !== null && acceptedWriteKeys().includes(match[1]!);
}
