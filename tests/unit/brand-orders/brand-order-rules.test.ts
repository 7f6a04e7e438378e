import { describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS as L } from '@/lib/constants/order-line-status';
import { BRAND_LINE_FILTERS } from '@/lib/contracts/brands/orders-schemas';
import { cryptoState, optionsText } from '@/server/ordering/brand-orders/brand-order-views';
import { decimalAmount, toCsv } from '@/server/ordering/brand-orders/csv-text';
import { LINE_STATUSES_OF_FILTER, likeLiteral } from '@/server/ordering/brand-orders/line-filters';

describe('the CSV text', () => {
  it('quotes commas, quotes and line breaks, and ends every row with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], ['line\nbreak', 3]])).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",3\r\n');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)']) expect(toCsv(['c'], [[cell]])).toBe(`c\r\n'${cell}\r\n`);
    expect(toCsv(['n'], [[-5]])).toBe('n\r\n-5\r\n');
  });

  it('writes minor units as decimals', () => {
    expect([decimalAmount(0), decimalAmount(5), decimalAmount(123_456), decimalAmount(-250)]).toEqual(['0.00', '0.05', '1234.56', '-2.50']);
  });
});

describe('filters and search', () => {
  it('gives every status filter its line statuses, no status in two filters', () => {
    const all = BRAND_LINE_FILTERS.flatMap((filter) => LINE_STATUSES_OF_FILTER[filter]);
    expect(new Set(all).size).toBe(all.length);
    expect(LINE_STATUSES_OF_FILTER.to_ship).toContain(L.PENDING);
    expect(LINE_STATUSES_OF_FILTER.returns).toContain(L.IN_RETURN_REVIEW);
  });

  it('matches LIKE wildcards literally', () => {
    expect(likeLiteral('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('what a brand sees of a payment', () => {
  const pending = { orderId: 1, status: 'pending', nextAction: { type: 'crypto' as const, asset: 'ETH', network: 'ethereum', address: '0xsecret', amount: '1.2', expires_at: '2030-01-01T00:00:00Z', confirmations_required: 12, confirmations: 4 } };

  it('shows the confirmations and the asset of a crypto payment, nothing else', () => {
    expect(cryptoState(pending, true)).toEqual({ payment_status: 'pending', confirmations: 4, confirmations_required: 12, asset: 'ETH' });
    expect(cryptoState({ ...pending, status: 'captured' }, true)?.confirmations).toBe(12);
  });

  it('shows nothing for an order paid another way', () => {
    expect(cryptoState(pending, false)).toBeNull();
    expect(cryptoState(undefined, true)).toBeNull();
  });

  it('writes variant options as one short text', () => {
    expect(optionsText([{ name: 'colour', label: 'Oak' }, { name: 'size', label: '140 cm' }])).toBe('colour: Oak, size: 140 cm');
  });
});
