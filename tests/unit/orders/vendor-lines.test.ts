import { describe, expect, it } from 'vitest';
import { unshippedLinesByVendor } from '@/components/order-requests/vendor-lines';
import { createOrderLine, createTracking } from './support/tracking-builder';

describe('the items of a package the shopper may cancel', () => {
  it('lists the unshipped lines of each cancellable vendor under that vendor', () => {
    const tracking = createTracking({
      order: {
        order_details: [
          createOrderLine({ id: 1, product_name: 'Desk', vendor_code: 'NORDVIK', status: 0 }),
          createOrderLine({ id: 2, product_name: 'Pod', vendor_code: 'QUIETFORM', status: 7 }),
          createOrderLine({ id: 3, product_name: 'Lamp', vendor_code: 'NORDVIK', status: 0 }),
        ],
      },
    });
    const groups = unshippedLinesByVendor(tracking, ['NORDVIK', 'QUIETFORM', 'LUMEN']);
    expect(groups.get('NORDVIK')).toEqual(['Desk', 'Lamp']);
    expect(groups.get('QUIETFORM')).toEqual(['Pod']);
    expect(groups.get('LUMEN')).toEqual([]);
  });

  it('leaves out vendors whose package cannot be cancelled', () => {
    const tracking = createTracking();
    expect(unshippedLinesByVendor(tracking, [])).toEqual(new Map());
  });

  it('never counts shipped or delivered lines', () => {
    const tracking = createTracking({
      order: { order_details: [createOrderLine({ id: 1, vendor_code: 'NORDVIK', status: 1 }), createOrderLine({ id: 2, vendor_code: 'NORDVIK', status: 2 })] },
    });
    expect(unshippedLinesByVendor(tracking, ['NORDVIK'])).toEqual(new Map([['NORDVIK', []]]));
  });
});
