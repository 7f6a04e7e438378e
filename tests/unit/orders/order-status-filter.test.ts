import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_FILTER_CODES, orderStatusFilterParam, ordersListQuery, statusCodesOf } from '@/components/orders/order-status-filter';
import { ORDER_STATUS_CODES } from '@/lib/constants/order-status';

describe('your-orders status filter', () => {
  it('asks the API for every status when the filter is "all"', () => {
    expect(statusCodesOf('all')).toEqual([]);
  });

  it('maps each group to main status codes of spec §4, no code in two groups', () => {
    const all = Object.values(ORDER_STATUS_FILTER_CODES).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(ORDER_STATUS_CODES).toContain(code);
    expect(statusCodesOf('shipped')).toEqual([1, 11]);
    expect(statusCodesOf('delivered')).toContain(5);
    expect(statusCodesOf('cancelled')).toContain(2);
    expect(statusCodesOf('returns')).toEqual(expect.arrayContaining([6, 7, 12, 29]));
    expect(statusCodesOf('in_progress')).toEqual(expect.arrayContaining([0, 15, 18]));
  });

  it('reads an unknown ?status= as "all"', () => {
    expect(orderStatusFilterParam('shipped')).toBe('shipped');
    expect(orderStatusFilterParam(['returns', 'shipped'])).toBe('returns');
    expect(orderStatusFilterParam('__proto__')).toBe('all');
    expect(orderStatusFilterParam(undefined)).toBe('all');
  });

  it('keeps filter and page in the address, leaving the defaults out', () => {
    expect(ordersListQuery('all', 1)).toEqual({});
    expect(ordersListQuery('shipped', 1)).toEqual({ status: 'shipped' });
    expect(ordersListQuery('shipped', 3)).toEqual({ status: 'shipped', page: '3' });
    expect(ordersListQuery('all', 2)).toEqual({ page: '2' });
  });
});
