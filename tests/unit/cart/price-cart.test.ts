import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { includedVat, mulDivRound, percentOff } from '@/lib/cart/money';
import { priceCart, type PriceCartInput } from '@/server/pricing/cart/price-cart';
import { buildCartRecord, buildCartLine, buildProductDetail, buildPromoRule, buildVariantDetail, SOLD_OUT } from '@/tests/support/builders/product-detail';

const NOW = new Date('2026-11-21T12:00:00Z');

function price(input: Partial<PriceCartInput> & { product?: ReturnType<typeof buildProductDetail> }) {
  const product = input.product ?? buildProductDetail();
  return priceCart({
    cart: input.cart ?? buildCartRecord(),
    lines: input.lines ?? [buildCartLine()],
    products: input.products ?? new Map([[product.product_url_code, product]]),
    promotion: input.promotion ?? null,
    storeCredit: input.storeCredit,
    now: NOW,
  });
}

describe('line prices', () => {
  it('charges the variant price times the quantity, with the compare-at saving', () => {
    const product = buildProductDetail({ variants: [buildVariantDetail({ amount: 19_900, compareAtAmount: 24_900 })] });
    const cart = price({ product, lines: [buildCartLine({ quantity: 2 })] });
    expect(cart.lines[0]).toMatchObject({ unit_price: 19_900, compare_at_price: 24_900, line_total: 39_800, savings: 10_000 });
    expect(cart).toMatchObject({ total_product_price: 39_800, total_amount: 39_800, total_savings: 10_000, item_count: 2 });
  });

  it('takes the flash-sale price the catalog gives and shows the list price struck through', () => {
    const product = buildProductDetail({ variants: [buildVariantDetail({ amount: 7_500, compareAtAmount: 10_000, flashSalePercentOff: 25 })] });
    expect(price({ product }).lines[0]).toMatchObject({ unit_price: 7_500, compare_at_price: 10_000, flash_sale_percent_off: 25, savings: 2_500 });
  });

  it('applies the best buy-more-save-more tier the line quantity reaches, to every unit', () => {
    const product = buildProductDetail({
      variants: [buildVariantDetail({ amount: 33_333 })],
      priceTiers: [
        { minQuantity: 2, percentOff: 5 },
        { minQuantity: 4, percentOff: 10 },
      ],
    });
    const unit = (quantity: number) => price({ product, lines: [buildCartLine({ quantity })] }).lines[0]!;
    expect(unit(1)).toMatchObject({ unit_price: 33_333, tier_percent_off: null, compare_at_price: null });
    expect(unit(2)).toMatchObject({ unit_price: 31_666, tier_percent_off: 5, compare_at_price: 33_333, line_total: 63_332 });
    expect(unit(4)).toMatchObject({ unit_price: 30_000, tier_percent_off: 10, line_total: 120_000, savings: 13_332 });
  });

  it('adds customization charges after the tier, and drops options the catalog withdrew', () => {
    const product = buildProductDetail({
      variants: [buildVariantDetail({ amount: 50_000 })],
      priceTiers: [{ minQuantity: 2, percentOff: 10 }],
      customizations: [
        { kind: 'choice', code: 'warranty', name: 'Warranty', help: null, choices: [
          { code: 'included', label: 'Included', priceDelta: 0, isDefault: true },
          { code: 'plus', label: '+2 years', priceDelta: 5_900, isDefault: false },
        ] },
        { kind: 'text', code: 'engraving', name: 'Engraving', help: null, maxLength: 20, priceDelta: 1_900 },
      ],
    });
    const line = price({
      product,
      lines: [buildCartLine({ quantity: 2, optionChoices: { warranty: 'plus', retired: 'x' }, personalization: { engraving: 'Ada' } })],
    }).lines[0]!;
    expect(line.unit_price).toBe(45_000 + 5_900 + 1_900);
    expect(line.customizations).toEqual([
      { code: 'warranty', name: 'Warranty', value: '+2 years', amount: 5_900 },
      { code: 'engraving', name: 'Engraving', value: 'Ada', amount: 1_900 },
    ]);
  });
});

describe('availability of lines', () => {
  it('shows a line gone from the catalog with its stored name, and counts it in no total', () => {
    const cart = price({ products: new Map(), lines: [buildCartLine({ quantity: 3 })] });
    expect(cart.lines[0]).toMatchObject({ product_name: 'Desk (when added)', line_total: 0, availability: { status: 'unavailable' } });
    expect(cart).toMatchObject({ total_product_price: 0, total_amount: 0, item_count: 3, is_checkout_ready: false });
  });

  it('flags a line above the stock, naming what is available, and holds the checkout back', () => {
    const product = buildProductDetail({ variants: [buildVariantDetail({ stock: 2 })] });
    const cart = price({ product, lines: [buildCartLine({ quantity: 3 })] });
    expect(cart.lines[0]).toMatchObject({ availability: { status: 'exceeds_stock', available_quantity: 2 }, max_quantity: 2 });
    expect(cart.is_checkout_ready).toBe(false);
  });

  it('checks stock over every line of the same variant', () => {
    const product = buildProductDetail({ variants: [buildVariantDetail({ stock: 4 })] });
    const cart = price({ product, lines: [buildCartLine({ quantity: 2 }), buildCartLine({ quantity: 3, personalization: { engraving: 'x' } })] });
    expect(cart.lines.map((line) => line.availability.status)).toEqual(['exceeds_stock', 'exceeds_stock']);
    expect(cart.lines.map((line) => line.max_quantity)).toEqual([1, 2]);
  });

  it('calls a vendor product with no stock unavailable and an ordinary one a pre-order', () => {
    const soldOut = buildVariantDetail({ stock: 0, availability: SOLD_OUT });
    const vendor = buildProductDetail({ is_vendor_product: true, variants: [soldOut] });
    expect(price({ product: vendor }).lines[0]?.availability.status).toBe('unavailable');
    const house = buildProductDetail({ variants: [buildVariantDetail({ stock: 0 })] });
    expect(price({ product: house }).lines[0]).toMatchObject({ availability: { status: 'pre_order' }, max_quantity: 99 });
  });

  it('says low stock when a few are left', () => {
    const product = buildProductDetail({ variants: [buildVariantDetail({ stock: 3 })] });
    expect(price({ product }).lines[0]?.availability).toEqual({ status: 'low_stock', available_quantity: 3 });
  });
});

describe('promo codes', () => {
  const product = buildProductDetail({ variants: [buildVariantDetail({ amount: 12_345 })] });

  it('takes a percentage of the eligible subtotal, rounded half up to a minor unit', () => {
    const cart = price({ product, promotion: buildPromoRule({ percentOff: 10 }) });
    expect(cart).toMatchObject({ total_discount_price: 1_235, total_amount: 11_110, promotion: { status: 'applied', discount: 1_235 } });
  });

  it('takes a fixed amount in the cart currency, never more than the eligible subtotal', () => {
    const promotion = buildPromoRule({ kind: 'amount', percentOff: null, amountsOff: { USD: 50_000, EUR: 10 } });
    const cart = price({ product, promotion });
    expect(cart).toMatchObject({ total_discount_price: 12_345, total_amount: 0, promotion: { amount_off: 50_000 } });
  });

  it('gives nothing under the minimum subtotal, and the discount once it is reached', () => {
    const promotion = buildPromoRule({ minSubtotals: { USD: 20_000 } });
    expect(price({ product, promotion }).promotion).toMatchObject({ status: 'below_minimum', discount: 0, min_subtotal: 20_000 });
    expect(price({ product, promotion, lines: [buildCartLine({ quantity: 2 })] }).promotion).toMatchObject({ status: 'applied', discount: 2_469 });
  });

  it('gives nothing once expired, before it starts, when switched off or used up', () => {
    const cases = [
      [buildPromoRule({ endsAt: new Date(NOW.getTime() - 1) }), 'expired'],
      [buildPromoRule({ endsAt: NOW }), 'expired'],
      [buildPromoRule({ startsAt: new Date(NOW.getTime() + 1) }), 'not_started'],
      [buildPromoRule({ isActive: false }), 'inactive'],
      [buildPromoRule({ maxUses: 5, usedCount: 5 }), 'exhausted'],
    ] as const;
    for (const [promotion, status] of cases) {
      expect(price({ product, promotion })).toMatchObject({ total_discount_price: 0, total_amount: 12_345, promotion: { status, discount: 0 } });
    }
  });

  it('covers only the categories it names, and never gift cards', () => {
    const chair = buildProductDetail({ product_url_code: 'CH1', categorySlug: 'office-chairs', variants: [buildVariantDetail({ id: 2, amount: 20_000 })] });
    const gift = buildProductDetail({ product_url_code: 'GC1', kind: 4, categorySlug: 'gift-cards', variants: [buildVariantDetail({ id: 3, amount: 5_000 })] });
    const products = new Map([
      ['DH1', product],
      ['CH1', chair],
      ['GC1', gift],
    ]);
    const lines = [buildCartLine(), buildCartLine({ productCode: 'CH1', variantId: 2 }), buildCartLine({ productCode: 'GC1', variantId: 3 })];
    expect(price({ products, lines, promotion: buildPromoRule({ categorySlugs: ['office-chairs'], percentOff: 50 }) }).total_discount_price).toBe(10_000);
    expect(price({ products, lines, promotion: buildPromoRule({ percentOff: 10 }) }).total_discount_price).toBe(mulDivRound(12_345 + 20_000, 10, 100));
  });
});

describe('tax', () => {
  const product = buildProductDetail({ variants: [buildVariantDetail({ amount: 12_000 })] });

  it('is 0 until checkout in the US and Canada', () => {
    for (const country of ['US', 'CA']) {
      expect(price({ product, cart: buildCartRecord({ country }) })).toMatchObject({ total_tax: 0, tax: { mode: 'at_checkout', rate_bps: null }, total_amount: 12_000 });
    }
  });

  it('is the VAT part already in the price in GB and the EU, after the discount, without gift cards', () => {
    expect(price({ product, cart: buildCartRecord({ country: 'GB', currency: 'GBP' }) })).toMatchObject({ total_tax: 2_000, total_amount: 12_000, tax: { mode: 'included', rate_bps: 2000 } });
    expect(price({ product, cart: buildCartRecord({ country: 'DE', currency: 'EUR' }) }).total_tax).toBe(1_916);
    const discounted = price({ product, cart: buildCartRecord({ country: 'FR', currency: 'EUR' }), promotion: buildPromoRule({ percentOff: 10 }) });
    expect(discounted).toMatchObject({ total_discount_price: 1_200, total_amount: 10_800, total_tax: 1_800 });
    const gift = buildProductDetail({ product_url_code: 'GC1', kind: 4, variants: [buildVariantDetail({ id: 3, amount: 5_000 })] });
    const withGift = price({
      cart: buildCartRecord({ country: 'FR', currency: 'EUR' }),
      products: new Map([['DH1', product], ['GC1', gift]]),
      lines: [buildCartLine(), buildCartLine({ productCode: 'GC1', variantId: 3 })],
    });
    expect(withGift).toMatchObject({ total_tax: 2_000, total_amount: 17_000 });
  });
});

describe('store credit hook', () => {
  it('is capped by what is left to pay after the discount', () => {
    const product = buildProductDetail({ variants: [buildVariantDetail({ amount: 10_000 })] });
    expect(price({ product, storeCredit: { usableAmount: 2_500 } })).toMatchObject({ applied_credit_amount: 2_500, total_amount: 7_500 });
    expect(price({ product, storeCredit: { usableAmount: 99_000 }, promotion: buildPromoRule({ percentOff: 10 }) })).toMatchObject({
      applied_credit_amount: 9_000,
      total_amount: 0,
    });
  });
});

describe('integer money', () => {
  it('rounds half up without floating-point drift', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(4, 1, 2)).toBe(2);
    expect(percentOff(12_345, 10)).toBe(11_110);
    expect(includedVat(12_000, 2000)).toBe(2_000);
    expect(includedVat(1, 2000)).toBe(0);
    expect(mulDivRound(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => mulDivRound(1.5, 1, 2)).toThrow(RangeError);
  });

  it('keeps every total a whole number and net + VAT equal to the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 2_700 }), (gross, rate) => {
        const vat = includedVat(gross, rate);
        expect(Number.isInteger(vat)).toBe(true);
        const net = gross - vat;
        // The VAT is the rate applied to the net, to within one minor unit of rounding.
        expect(Math.abs(net * rate - vat * 10_000)).toBeLessThanOrEqual(10_000);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ amount: fc.integer({ min: 1, max: 500_000 }), quantity: fc.integer({ min: 1, max: 99 }) }), { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 100 }), (specs, percent) => {
        const products = new Map(specs.map((spec, index) => [`P${index}`, buildProductDetail({ product_url_code: `P${index}`, variants: [buildVariantDetail({ id: index + 1, amount: spec.amount })] })]));
        const lines = specs.map((spec, index) => buildCartLine({ productCode: `P${index}`, variantId: index + 1, quantity: spec.quantity }));
        const cart = price({ products, lines, promotion: buildPromoRule({ percentOff: percent }), cart: buildCartRecord({ country: 'GB', currency: 'GBP' }) });
        for (const value of [cart.total_product_price, cart.total_discount_price, cart.total_tax, cart.total_amount]) expect(Number.isInteger(value)).toBe(true);
        expect(cart.total_amount).toBe(cart.total_product_price - cart.total_discount_price);
        expect(cart.total_amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
