import { describe, expect, it } from 'vitest';
import { packRows, unpackRows } from '@/lib/catalog/packed-rows';

/* Page data rows written once per shared value (decision 0054): packing loses nothing. */

const row = (code: string, amount: number, extra: Record<string, unknown> = {}) => ({
  code,
  vendorSlug: 'deskhaus',
  labels: [91],
  price: { amount, compareAtAmount: null as number | null, currency: 'USD' },
  ...extra,
});

describe('packRows', () => {
  it('writes a value most rows share once and gives back the same rows', () => {
    const rows = [row('A', 100), row('B', 200, { vendorSlug: 'nordvik' }), row('C', 100, { labels: [] })];
    const packed = packRows(rows);
    expect(packed.shared).toEqual({ vendorSlug: 'deskhaus', labels: [91], price: { amount: 100, compareAtAmount: null, currency: 'USD' } });
    // "code" differs in every row: a column, its name written once.
    expect(packed.columns).toEqual(['code']);
    expect(packed.rows).toEqual([['A'], ['B', { vendorSlug: 'nordvik', price: { amount: 200 } }], ['C', { labels: [] }]]);
    expect(unpackRows(packed)).toEqual(rows);
  });

  it('writes a field most rows have their own value of by position, nested ones included', () => {
    const rows = [row('A', 100), row('B', 200), row('C', 300, { vendorSlug: 'nordvik' }), row('D', 300)];
    const packed = packRows(rows);
    expect(packed.columns).toEqual(['code', 'price.amount']);
    expect(packed.shared).toEqual({ vendorSlug: 'deskhaus', labels: [91], price: { compareAtAmount: null, currency: 'USD' } });
    expect(packed.rows).toEqual([['A', 100], ['B', 200], ['C', 300, { vendorSlug: 'nordvik' }], ['D', 300]]);
    expect(unpackRows(packed)).toEqual(rows);
  });

  it('keeps a field some rows lack out of the columns, and a null value in them', () => {
    const rows = [
      { code: 'A', note: 'x', compareAt: null },
      { code: 'B', compareAt: 5 },
      { code: 'C', note: 'y', compareAt: 7 },
    ];
    const packed = JSON.parse(JSON.stringify(packRows(rows))) as ReturnType<typeof packRows<(typeof rows)[number]>>;
    expect(packed.columns).not.toContain('note');
    expect(unpackRows(packed)).toEqual(rows);
  });

  it('never adds a field to a row that did not have it', () => {
    const rows = [{ code: 'A', quickView: null }, { code: 'B', quickView: null }, { code: 'C' }];
    expect(unpackRows(packRows(rows))).toEqual(rows);
  });

  it('keeps a value no two rows share in its row, and survives JSON', () => {
    const rows = [row('A', 1), row('B', 2)];
    const packed = JSON.parse(JSON.stringify(packRows(rows))) as ReturnType<typeof packRows<(typeof rows)[number]>>;
    expect(unpackRows(packed)).toEqual(rows);
    expect(packRows([])).toEqual({ shared: {}, columns: [], rows: [] });
  });

  it('keeps nested objects that are empty in every row', () => {
    const rows = [{ code: 'A', meta: {} }, { code: 'B', meta: {} }];
    expect(unpackRows(packRows(rows))).toEqual(rows);
  });
});
