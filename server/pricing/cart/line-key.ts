import { createHash } from 'node:crypto';
import type { CartLineGiftCard } from '@/server/db/schema/pricing/cart';

function sorted(record: Record<string, string>): [string, string][] {
  return Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * What makes two additions one line: the same variant with the same choices, texts and gift-card
 * details. Hashed to a fixed width for the unique index (cart_id, line_key).
 */
export function cartLineKey(input: {
  variantId: number;
  optionChoices: Record<string, string>;
  personalization: Record<string, string>;
  giftCard: CartLineGiftCard | null;
}): string {
  const gift = input.giftCard ? [input.giftCard.email.toLowerCase(), input.giftCard.from, input.giftCard.message, input.giftCard.sendAt] : null;
  const canonical = JSON.stringify([input.variantId, sorted(input.optionChoices), sorted(input.personalization), gift]);
  return createHash('sha256').update(canonical).digest('hex');
}
