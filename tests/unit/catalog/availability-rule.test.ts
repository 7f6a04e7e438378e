import { describe, expect, it } from 'vitest';
import { LABEL } from '@/lib/constants/labels';
import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';
import { cardAvailability } from '@/server/catalog/availability/card-availability';
import { decideAvailability } from '@/server/catalog/availability/decide-availability';
import { purchaseRefusal } from '@/server/catalog/availability/refusal-text';
import { flashSaleState, saleFactsOf } from '@/server/catalog/product-detail/flash-sale-state';
import type { FlashSaleRow } from '@/server/catalog/product-detail/repository';

/*
 * The store's one availability rule over the whole matrix the spec names: vendor product or not,
 * flash sale v1 and v2 (active, paused, ended, not started), stock 0, low and plenty, a PRE_ORDER
 * label or not. The expectations are written from spec §4 directly, not from the code.
 */

const NOW = new Date('2026-11-21T12:00:00Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
const running = { startsAt: hours(-5), endsAt: hours(10) };
const ended = { startsAt: hours(-50), endsAt: hours(-1) };
const upcoming = { startsAt: hours(2), endsAt: hours(30) };
const row = (over: Partial<FlashSaleRow>): FlashSaleRow => ({ id: 1, version: 1, percentOff: 20, isActive: true, ...running, ...over });

interface SaleCase {
  name: string;
  rows: FlashSaleRow[];
  /** Binds the product to its stock (a sale whose window is open). */
  running: boolean;
  /** Switched off while running. */
  paused: boolean;
}

const SALES: SaleCase[] = [
  { name: 'no flash sale', rows: [], running: false, paused: false },
  { name: 'v1 active', rows: [row({})], running: true, paused: false },
  { name: 'v1 paused', rows: [row({ isActive: false })], running: true, paused: true },
  { name: 'v1 ended', rows: [row({ ...ended })], running: false, paused: false },
  { name: 'v1 ended while paused', rows: [row({ ...ended, isActive: false })], running: false, paused: false },
  { name: 'v2 active', rows: [row({ version: 2 })], running: true, paused: false },
  { name: 'v2 paused', rows: [row({ version: 2, isActive: false })], running: true, paused: true },
  { name: 'v2 ended', rows: [row({ version: 2, ...ended })], running: false, paused: false },
  { name: 'v2 not started, paused', rows: [row({ version: 2, ...upcoming, isActive: false })], running: false, paused: false },
];
const STOCKS = [0, 3, 50];

const matrix = SALES.flatMap((sale) =>
  [false, true].flatMap((isVendorProduct) => STOCKS.flatMap((stock) => [false, true].map((preOrderLabel) => ({ sale, isVendorProduct, stock, preOrderLabel })))),
);

function decide(entry: (typeof matrix)[number]) {
  const labels = entry.preOrderLabel ? [LABEL.PRE_ORDER] : [];
  const sale = saleFactsOf(flashSaleState(entry.sale.rows, NOW));
  return decideAvailability({ isVendorProduct: entry.isVendorProduct, sale, stock: entry.stock, labels });
}

const caseName = (entry: (typeof matrix)[number]) =>
  `${entry.isVendorProduct ? 'vendor' : 'house'} product, ${entry.sale.name}, stock ${entry.stock}${entry.preOrderLabel ? ', labelled pre-order' : ''}`;

describe('the availability rule (spec §4) over vendor × flash sale v1/v2 × stock × pre-order', () => {
  it.each(matrix.map((entry) => [caseName(entry), entry] as const))('%s', (_name, entry) => {
    const availability = decide(entry);
    const stockBound = entry.isVendorProduct || entry.sale.running;
    const unavailable = stockBound && entry.stock === 0;
    const purchasable = !unavailable && !entry.sale.paused;

    expect(availability.isUnavailable).toBe(unavailable);
    expect(availability.isPurchasable).toBe(purchasable);
    const expectedState = unavailable
      ? 'sold-out'
      : entry.sale.paused
        ? 'paused'
        : entry.preOrderLabel || entry.stock === 0
          ? 'pre-order'
          : entry.stock <= 5
            ? 'low-stock'
            : 'in-stock';
    expect(availability.state).toBe(expectedState);
    const expectedMax = !purchasable ? 0 : entry.stock > 0 || stockBound ? Math.min(entry.stock, MAX_CART_LINE_QUANTITY) : MAX_CART_LINE_QUANTITY;
    expect(availability.maxQuantity).toBe(expectedMax);
  });

  it('never tells a shopper "in stock" about something a cart refuses', () => {
    for (const entry of matrix) {
      const availability = decide(entry);
      const refusal = purchaseRefusal({ name: 'Halo Trio 2 Desk', availability, quantity: 1 });
      if (availability.state === 'in-stock' || availability.state === 'low-stock' || availability.state === 'pre-order') expect(refusal, caseName(entry)).toBeNull();
      else expect(refusal, caseName(entry)).not.toBeNull();
    }
  });

  it('names a refused product by its title and says why, never by its code', () => {
    const paused = decide({ sale: SALES[2]!, isVendorProduct: false, stock: 50, preOrderLabel: false });
    expect(purchaseRefusal({ name: 'Halo Trio 2 Desk', availability: paused, quantity: 1 })).toBe('Halo Trio 2 Desk cannot be bought right now: its flash sale is paused.');
    const soldOut = decide({ sale: SALES[0]!, isVendorProduct: true, stock: 0, preOrderLabel: true });
    expect(purchaseRefusal({ name: 'Vistra Neo 2 Monitor', availability: soldOut, quantity: 1 })).toBe('Vistra Neo 2 Monitor sold out.');
    const few = decide({ sale: SALES[0]!, isVendorProduct: false, stock: 3, preOrderLabel: false });
    expect(purchaseRefusal({ name: 'Lumo Desk', availability: few, quantity: 4 })).toBe('Only 3 of Lumo Desk are left in stock. Ask for 3 or fewer.');
    for (const quantity of [0, -1, 1.5, MAX_CART_LINE_QUANTITY + 1]) expect(purchaseRefusal({ name: 'Lumo Desk', availability: few, quantity })).toMatch(/whole number from 1/);
  });

  it('gives a card one message: a product that cannot be bought never also wears a pre-order badge', () => {
    for (const entry of matrix) {
      const labels = entry.preOrderLabel ? [LABEL.PRE_ORDER, LABEL.WARRANTY_20_YEAR] : [LABEL.WARRANTY_20_YEAR];
      const sale = saleFactsOf(flashSaleState(entry.sale.rows, NOW));
      const card = cardAvailability({ isVendorProduct: entry.isVendorProduct, sale, inStock: entry.stock > 0, labels });
      expect(card.state, caseName(entry)).not.toBe('low-stock');
      if (card.state === 'sold-out' || card.state === 'paused') expect(card.labels, caseName(entry)).toEqual([LABEL.WARRANTY_20_YEAR]);
      else expect(card.labels, caseName(entry)).toEqual(labels);
      expect(card.availability.isPurchasable).toBe(decide(entry).isPurchasable);
    }
  });
});
