import { randomInt } from 'node:crypto';
import type { DbOrTx } from '@/server/db/db-or-tx';
import type { CurrencyAmounts } from '@/server/db/schema';
import { insertPersonalPromoCode } from './repository-personal-codes';

/* No 0/O or 1/I: codes are read aloud and typed from a screen. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface PersonalPromoCodeInput {
  /** Upper-case letters that say what the code is for, e.g. "FRIEND". */
  prefix: string;
  /** What comes off, per currency, in minor units. */
  amountsOff: CurrencyAmounts;
  /** The subtotal the code needs, per currency (may be empty). */
  minSubtotals: CurrencyAmounts;
  endsAt: Date;
}

function drawCode(prefix: string): string {
  let tail = '';
  for (let i = 0; i < 8; i += 1) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${tail}`;
}

/**
 * A promo code made for one person (a referred friend's welcome discount): random, so nobody
 * guesses it, and good for one order (max_uses 1, counted by the checkout like any code). It is
 * written in the caller's transaction, so it exists only if the caller's record does.
 */
export async function createPersonalPromoCode(tx: DbOrTx, input: PersonalPromoCodeInput): Promise<string> {
  if (!/^[A-Z]{2,12}$/.test(input.prefix)) throw new RangeError('A personal code prefix is 2 to 12 upper-case letters');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = drawCode(input.prefix);
    if (await insertPersonalPromoCode(tx, { code, amountsOff: input.amountsOff, minSubtotals: input.minSubtotals, endsAt: input.endsAt })) return code;
  }
  throw new Error('Could not draw a free personal promo code');
}
