import { describe, expect, it } from 'vitest';
import { DEFAULT_GIFT_CARD_MESSAGE, giftCardInputSchema, todayMidnight } from '@/lib/cart/gift-card';
import { giftCardDetails } from '@/server/pricing/cart/gift-card-details';
import { cartLineKey } from '@/server/pricing/cart/line-key';

describe('today at midnight in the store time zone (America/Los_Angeles)', () => {
  it('is the start of the Los Angeles day, in winter and in summer time', () => {
    expect(todayMidnight(new Date('2026-12-24T15:00:00Z')).toISOString()).toBe('2026-12-24T08:00:00.000Z');
    expect(todayMidnight(new Date('2026-07-04T15:00:00Z')).toISOString()).toBe('2026-07-04T07:00:00.000Z');
    // 05:00 UTC is still the evening before in Los Angeles.
    expect(todayMidnight(new Date('2026-12-25T05:00:00Z')).toISOString()).toBe('2026-12-24T08:00:00.000Z');
  });

  it('finds the right midnight on the days the clocks change', () => {
    expect(todayMidnight(new Date('2026-03-08T20:00:00Z')).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(todayMidnight(new Date('2026-11-01T20:00:00Z')).toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });
});

describe('gift card details (spec §3 "Gift card")', () => {
  const now = new Date('2026-12-01T18:00:00Z');

  it('fill the default message and send time', () => {
    expect(giftCardDetails({ email: ' Friend@Example.TEST ', from: ' Sam ' }, now)).toEqual({
      email: 'friend@example.test',
      from: 'Sam',
      message: DEFAULT_GIFT_CARD_MESSAGE,
      sendAt: '2026-12-01T08:00:00.000Z',
    });
    expect(giftCardDetails({ email: 'a@example.test', from: 'Sam', message: '   ' }, now).message).toBe(DEFAULT_GIFT_CARD_MESSAGE);
  });

  it('keep a chosen message and a later day, and refuse the past or beyond a year', () => {
    const chosen = giftCardDetails({ email: 'a@example.test', from: 'Sam', message: 'Enjoy!', send_at: '2026-12-24T08:00:00Z' }, now);
    expect(chosen).toMatchObject({ message: 'Enjoy!', sendAt: '2026-12-24T08:00:00.000Z' });
    expect(() => giftCardDetails({ email: 'a@example.test', from: 'Sam', send_at: '2026-11-30T23:00:00Z' }, now)).toThrow(/past/);
    expect(() => giftCardDetails({ email: 'a@example.test', from: 'Sam', send_at: '2028-01-01T00:00:00Z' }, now)).toThrow(/365/);
  });

  it('are validated by the shared schema', () => {
    expect(giftCardInputSchema.safeParse({ email: 'nope', from: 'Sam' }).success).toBe(false);
    expect(giftCardInputSchema.safeParse({ email: 'a@example.test', from: '  ' }).success).toBe(false);
    expect(giftCardInputSchema.safeParse({ email: 'a@example.test', from: 'Sam', message: 'x'.repeat(301) }).success).toBe(false);
    expect(giftCardInputSchema.safeParse({ email: 'a@example.test', from: 'Sam', send_at: 'tomorrow' }).success).toBe(false);
  });
});

describe('the line key', () => {
  const base = { variantId: 7, optionChoices: { warranty: 'plus', armrests: '4d' }, personalization: {}, giftCard: null };

  it('is the same for the same item whatever the order of its options', () => {
    expect(cartLineKey(base)).toBe(cartLineKey({ ...base, optionChoices: { armrests: '4d', warranty: 'plus' } }));
  });

  it('differs for another variant, choice, text or gift recipient', () => {
    const keys = new Set([
      cartLineKey(base),
      cartLineKey({ ...base, variantId: 8 }),
      cartLineKey({ ...base, optionChoices: { warranty: 'included', armrests: '4d' } }),
      cartLineKey({ ...base, personalization: { engraving: 'Ada' } }),
      cartLineKey({ ...base, giftCard: { email: 'a@example.test', from: 'Sam', message: 'Hi', sendAt: '2026-12-01T08:00:00.000Z' } }),
    ]);
    expect(keys.size).toBe(5);
  });
});
