import { DEFAULT_GIFT_CARD_MESSAGE, GIFT_CARD_LIMITS, todayMidnight, type GiftCardInput } from '@/lib/cart/gift-card';
import { AppError } from '@/server/http/app-error';
import type { CartLineGiftCard } from '@/server/db/schema/pricing/cart';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §3 "Gift card" with its defaults filled in: the message "Cheers to warm holiday
 * memories!" and a send time of today at midnight (store time), which means "send now". A time
 * before today or more than a year ahead is refused.
 */
export function giftCardDetails(input: GiftCardInput, now: Date): CartLineGiftCard {
  const midnight = todayMidnight(now);
  const sendAt = input.send_at ? new Date(input.send_at) : midnight;
  if (Number.isNaN(sendAt.getTime())) throw new AppError('UNPROCESSABLE', 'The gift card send time is not a valid date.');
  if (sendAt.getTime() < midnight.getTime()) throw new AppError('UNPROCESSABLE', 'A gift card cannot be sent in the past: choose today or a later day.');
  if (sendAt.getTime() > midnight.getTime() + GIFT_CARD_LIMITS.scheduleMaxDays * DAY_MS) {
    throw new AppError('UNPROCESSABLE', `A gift card can be scheduled at most ${GIFT_CARD_LIMITS.scheduleMaxDays} days ahead.`);
  }
  const message = input.message?.trim();
  return {
    email: input.email.trim().toLowerCase(),
    from: input.from.trim(),
    message: message && message.length > 0 ? message : DEFAULT_GIFT_CARD_MESSAGE,
    sendAt: sendAt.toISOString(),
  };
}
