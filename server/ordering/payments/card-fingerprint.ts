import { createHmac } from 'node:crypto';
import { getSecret } from '@/server/config/secrets';

/**
 * One card, one value: a keyed hash (HMAC-SHA-256 with CARD_FINGERPRINT_SECRET) of brand, last 4
 * digits and expiry. The card number is never part of it, so nothing stored can give it back,
 * and without the secret nobody can test a guess of brand, last 4 and expiry against it. Two
 * cards sharing all four fields collide: the referral guard accepts that (decision 0050).
 */
export function cardFingerprint(card: { brand: string; last4: string; expMonth: number; expYear: number }): string {
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const material = `${card.brand.toLowerCase()}|${card.last4}|${String(card.expMonth).padStart(2, '0')}/${year}`;
  return createHmac('sha256', getSecret('CARD_FINGERPRINT_SECRET')).update(material).digest('hex');
}
