import { describe, expect, it } from 'vitest';
import { priceCart, type CartDealsInput } from '@/server/pricing/cart/price-cart';
import { allocateAddOnDeals } from '@/server/pricing/deals/price-add-on-deals';
import { applyComboDeals } from '@/server/pricing/deals/price-combo-deals';
import { buildCartRecord, buildCartLine, buildProductDetail, buildVariantDetail } from '@/tests/support/builders/product-detail';

const NOW = new Date('2026-11-21T12:00:00Z');

const desk = buildProductDetail({ id: 1, product_url_code: 'DESK', product_name: 'Desk', variants: [buildVariantDetail({ id: 11, amount: 50_000 })] });
const arm = buildProductDetail({
  id: 2,
  product_url_code: 'ARM',
  product_name: 'Arm',
  categorySlug: 'desk-accessories',
  variants: [buildVariantDetail({ id: 21, amount: 10_000 })],
  priceTiers: [{ minQuantity: 3, percentOff: 25 }],
});
const products = new Map([
  ['DESK', desk],
  ['ARM', arm],
]);
const deals: CartDealsInput = {
  addOns: [{ mainProductCode: 'DESK', addOnProductCode: 'ARM', percentOff: 20 }],
  combos: [{ id: 1, code: 'C1', name: 'Desk + arm', percentOff: 10, productCodes: ['DESK', 'ARM'] }],
};

function price(lines: { code: string; variantId: number; quantity: number }[], withDeals: CartDealsInput | null = deals) {
  return priceCart({
    cart: buildCartRecord(),
    lines: lines.map((line, index) => buildCartLine({ id: index + 1, productCode: line.code, variantId: line.variantId, quantity: line.quantity })),
    products,
    promotion: null,
    ...(withDeals ? { deals: withDeals } : {}),
    now: NOW,
  });
}

describe('add-on deal pricing', () => {
  it('never lets a tier and the deal stack: each unit pays the lower price', () => {
    // Three arms reach the 25% tier, which beats the 20% deal: no unit takes the deal.
    const cart = price([
      { code: 'DESK', variantId: 11, quantity: 1 },
      { code: 'ARM', variantId: 21, quantity: 3 },
    ], { addOns: deals.addOns, combos: [] });
    expect(cart.lines[1]).toMatchObject({ unit_price: 7_500, line_total: 22_500, add_on_deal: null });
  });

  it('leaves prices alone when no deals are given (callers from before deals)', () => {
    const cart = price([
      { code: 'DESK', variantId: 11, quantity: 1 },
      { code: 'ARM', variantId: 21, quantity: 1 },
    ], null);
    expect(cart.combo_deals).toEqual([]);
    expect(cart.lines[1]).toMatchObject({ line_total: 10_000, add_on_deal: null });
  });

  it('shares one main unit among lines of the add-on in line order', () => {
    const lines = [
      { productCode: 'DESK', quantity: 1, countable: true, unitPrice: 50_000, baseUnit: 50_000, optionsAmount: 0 },
      { productCode: 'ARM', quantity: 1, countable: true, unitPrice: 11_900, baseUnit: 10_000, optionsAmount: 1_900 },
      { productCode: 'ARM', quantity: 1, countable: true, unitPrice: 10_000, baseUnit: 10_000, optionsAmount: 0 },
    ];
    const allocations = allocateAddOnDeals(lines, deals.addOns);
    expect(allocations).toEqual([[], [{ mainProductCode: 'DESK', percentOff: 20, units: 1, unitPrice: 9_900 }], []]);
  });

  it('gives no deal from a main product that cannot be bought', () => {
    const lines = [
      { productCode: 'DESK', quantity: 1, countable: false, unitPrice: 0, baseUnit: 0, optionsAmount: 0 },
      { productCode: 'ARM', quantity: 1, countable: true, unitPrice: 10_000, baseUnit: 10_000, optionsAmount: 0 },
    ];
    expect(allocateAddOnDeals(lines, deals.addOns)).toEqual([[], []]);
  });
});

describe('combo deal pricing', () => {
  it('takes the percentage of what the set pays, add-on deal included, and keeps the totals whole', () => {
    const cart = price([
      { code: 'DESK', variantId: 11, quantity: 1 },
      { code: 'ARM', variantId: 21, quantity: 1 },
    ]);
    expect(cart.combo_deals).toEqual([{ id: 1, code: 'C1', name: 'Desk + arm', percent_off: 10, sets: 1, discount: 5_800, product_codes: ['DESK', 'ARM'] }]);
    expect(cart).toMatchObject({ total_product_price: 58_000, total_discount_price: 5_800, total_amount: 52_200 });
  });

  it('uses a unit in one combo only, the larger percentage first', () => {
    const applied = applyComboDeals(
      [
        { productCode: 'A', unitPrices: [100] },
        { productCode: 'B', unitPrices: [200] },
        { productCode: 'C', unitPrices: [300] },
      ],
      [
        { id: 1, code: 'AB', name: 'AB', percentOff: 10, productCodes: ['A', 'B'] },
        { id: 2, code: 'AC', name: 'AC', percentOff: 50, productCodes: ['A', 'C'] },
      ],
    );
    expect(applied).toEqual([{ id: 2, code: 'AC', name: 'AC', percentOff: 50, sets: 1, discount: 200, productCodes: ['A', 'C'] }]);
  });
});
