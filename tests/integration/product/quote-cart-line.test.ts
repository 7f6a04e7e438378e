import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteCartLine } from '@/server/catalog/product-detail/quote-cart-line';
import { firstProductIn, NOW, prepareProduct, productTestDatabase, type PreparedProduct } from './support/product-fixture';

let database: Awaited<ReturnType<typeof productTestDatabase>>;
let desk: PreparedProduct;

beforeAll(async () => {
  database = await productTestDatabase();
  const code = await firstProductIn(database.db, 'standing-desks');
  desk = await prepareProduct(database.db, code, {
    isVendorProduct: false,
    stock: [50],
    flashSales: [],
    usdAmount: 60_000,
    tiers: [
      { minQuantity: 2, percentOff: 5 },
      { minQuantity: 5, percentOff: 10 },
    ],
  });
});
afterAll(async () => {
  await database.drop();
});

const selection = (over: object = {}) => ({ productCode: desk.code, variantId: desk.variantIds[0]!, quantity: 1, optionChoices: {}, personalization: {}, ...over });

describe('pricing a cart line on the server', () => {
  it('charges the variant price with the default options for a plain selection', async () => {
    const quote = await quoteCartLine({ selection: selection(), locale: 'en-US', now: NOW });
    expect(quote).toMatchObject({ unitAmount: 60_000, customizationAmount: 0, tierPercentOff: null, unitTotal: 60_000, lineTotal: 60_000, currency: 'USD' });
    expect(quote.optionChoices).toEqual({ 'desktop-depth': 'standard', 'cable-kit': 'none', warranty: 'included' });
  });

  it('adds option charges and takes the tier the quantity reaches off the variant price', async () => {
    const quote = await quoteCartLine({
      selection: selection({ quantity: 5, optionChoices: { 'desktop-depth': 'deep', warranty: 'plus-2-years' }, personalization: { engraving: ' Ada  Lovelace ' } }),
      locale: 'en-US',
      now: NOW,
    });
    expect(quote.tierPercentOff).toBe(10);
    expect(quote.customizationAmount).toBe(7_900 + 5_900 + 1_900);
    expect(quote.unitTotal).toBe(54_000 + 15_700);
    expect(quote.lineTotal).toBe((54_000 + 15_700) * 5);
    expect(quote.personalization).toEqual({ engraving: 'Ada Lovelace' });
  });

  it('prices in the locale’s currency', async () => {
    const quote = await quoteCartLine({ selection: selection({ optionChoices: { 'desktop-depth': 'deep' } }), locale: 'fr-FR', now: NOW });
    expect(quote.currency).toBe('EUR');
    expect(quote.customizationAmount).toBeGreaterThan(0);
  });

  it('refuses unknown choices and over-long texts with a clear message', async () => {
    await expect(quoteCartLine({ selection: selection({ optionChoices: { warranty: 'forever' } }), locale: 'en-US', now: NOW })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'That choice is not offered for option "warranty".',
    });
    await expect(quoteCartLine({ selection: selection({ personalization: { engraving: 'x'.repeat(25) } }), locale: 'en-US', now: NOW })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'The text for option "engraving" is too long.',
    });
    await expect(quoteCartLine({ selection: selection({ optionChoices: { headrest: 'adjustable' } }), locale: 'en-US', now: NOW })).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });

  it('applies the purchase rules before pricing', async () => {
    await expect(quoteCartLine({ selection: selection({ quantity: 51 }), locale: 'en-US', now: NOW })).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    await expect(quoteCartLine({ selection: selection({ variantId: 999_999 }), locale: 'en-US', now: NOW })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(quoteCartLine({ selection: selection({ productCode: 'NOPE' }), locale: 'en-US', now: NOW })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
