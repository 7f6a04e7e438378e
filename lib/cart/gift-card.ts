import { z } from 'zod';
import { STORE_TIME_ZONE } from '@/lib/constants/limits';

/*
 * Spec §3 "Gift card": the giftInfor a gift-card line carries: the recipient's e-mail, who it is
 * from, a message (default below) and when it is sent (default: today at midnight). Shared by
 * the gift-card form and the API, so both refuse the same input.
 */

export const DEFAULT_GIFT_CARD_MESSAGE = 'Cheers to warm holiday memories!';

export const GIFT_CARD_LIMITS = { fromMaxLength: 80, messageMaxLength: 300, scheduleMaxDays: 365 } as const;

export const giftCardInputSchema = z.object({
  email: z.email({ error: "Enter the recipient's e-mail address." }).max(254),
  from: z
    .string()
    .trim()
    .min(1, { error: 'Say who the gift card is from.' })
    .max(GIFT_CARD_LIMITS.fromMaxLength, { error: `At most ${GIFT_CARD_LIMITS.fromMaxLength} characters.` }),
  message: z.string().trim().max(GIFT_CARD_LIMITS.messageMaxLength, { error: `At most ${GIFT_CARD_LIMITS.messageMaxLength} characters.` }).optional(),
  send_at: z.iso.datetime({ offset: true, error: 'Expected a date and time such as 2026-12-24T00:00:00Z.' }).optional(),
});

export type GiftCardInput = z.input<typeof giftCardInputSchema>;

/** Minutes east of UTC of a time zone at an instant (Europe/Paris in winter: 60). */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant today began in a time zone (spec: "today at midnight"). */
export function todayMidnight(now: Date, timeZone: string = STORE_TIME_ZONE): Date {
  const offset = offsetMinutes(timeZone, now);
  const local = new Date(now.getTime() + offset * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight may differ from now's on a daylight-saving day: ask again there.
  return new Date(midnightAsUtc - offsetMinutes(timeZone, new Date(midnightAsUtc - offset * 60_000)) * 60_000);
}
