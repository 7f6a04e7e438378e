import { describe, expect, it } from 'vitest';
import { unavailableItemsOfBody } from '@/components/checkout/unavailable-items-store';

/* The checkout reads place-order's refusal to offer removing the items it names. */

const item = { line_id: 7, product_id: 171, product_code: 'DH000171', variant_id: 9, title: 'Halo Trio 2 Desk', reason: 'sold_out', available_quantity: 0 };

describe('the items a place-order refusal names', () => {
  it('are read from the error envelope’s data', () => {
    expect(unavailableItemsOfBody({ status: 0, message: 'Halo Trio 2 Desk sold out.', data: { code: 'UNPROCESSABLE', unavailable_items: [item] } })).toEqual([item]);
  });

  it('are none for other refusals or a body that is not an envelope', () => {
    expect(unavailableItemsOfBody({ status: 0, message: 'Declined', data: { code: 'PAYMENT_DECLINED' } })).toEqual([]);
    expect(unavailableItemsOfBody('Server Error')).toEqual([]);
    expect(unavailableItemsOfBody(null)).toEqual([]);
  });

  it('leave out entries the page could not show or act on', () => {
    const body = { data: { unavailable_items: [item, { ...item, reason: 'gone' }, { ...item, line_id: '7' }, null] } };
    expect(unavailableItemsOfBody(body)).toEqual([item]);
  });
});
