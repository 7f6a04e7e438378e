import { describe, expect, it } from 'vitest';
import { cartLineSelectionSchema, MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';

describe('the cart line selection', () => {
  it('accepts a variant, a quantity, option choices and personalization texts', () => {
    const parsed = cartLineSelectionSchema.parse({
      productCode: 'DH000010',
      variantId: 12,
      quantity: 2,
      optionChoices: { warranty: 'plus-2-years' },
      personalization: { engraving: 'Ada' },
    });
    expect(parsed).toEqual({ productCode: 'DH000010', variantId: 12, quantity: 2, optionChoices: { warranty: 'plus-2-years' }, personalization: { engraving: 'Ada' } });
  });

  it('defaults to no options', () => {
    expect(cartLineSelectionSchema.parse({ productCode: 'DH1', variantId: 1, quantity: 1 })).toMatchObject({ optionChoices: {}, personalization: {} });
  });

  it('refuses quantities outside 1..max, fractional or negative ids and odd codes', () => {
    for (const bad of [
      { quantity: 0 },
      { quantity: MAX_CART_LINE_QUANTITY + 1 },
      { quantity: 1.5 },
      { variantId: -1 },
      { productCode: 'DH 1' },
      { optionChoices: { 'Bad Code': 'x' } },
      { personalization: { engraving: 'x'.repeat(501) } },
      { optionChoices: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`o${i}`, 'x'])) },
    ]) {
      expect(cartLineSelectionSchema.safeParse({ productCode: 'DH1', variantId: 1, quantity: 1, ...bad }).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });
});
