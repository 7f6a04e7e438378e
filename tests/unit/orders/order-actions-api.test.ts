import { describe, expect, it } from 'vitest';
import { actionRequest, refusalMessage } from '@/services/order-actions-service';
import { ApiError } from '@/services/api-error';

describe('self-service calls', () => {
  it('send each action to its route with its body', () => {
    expect(actionRequest('DH00000001', { kind: 'cancel_order', reason: ' Ordered twice ' })).toEqual({ path: '/v1/orders/DH00000001/cancel', body: { reason: 'Ordered twice' } });
    expect(actionRequest('DH00000001', { kind: 'cancel_package', vendor_code: 'QUIETFORM' })).toEqual({ path: '/v1/orders/DH00000001/cancel-package', body: { vendor_code: 'QUIETFORM' } });
    expect(actionRequest('DH00000001', { kind: 'change_shipping_date', shipping_date: '2026-12-01' })).toEqual({ path: '/v1/orders/DH00000001/shipping-date', body: { shipping_date: '2026-12-01' } });
    expect(actionRequest('DH00000001', { kind: 'return_item', order_line_id: 7, reason: 'Too big', condition: 'used' })).toEqual({
      path: '/v1/orders/DH00000001/returns',
      body: { order_line_id: 7, reason: 'Too big', condition: 'used' },
    });
    const address = { full_name: 'Ada', street: '1 Main St', line_1: '', city: 'Austin', state_or_province: 'TX', postal_code: '78701', country: 'US', phone: '' };
    expect(actionRequest('DH00000001', { kind: 'change_address', address })).toEqual({ path: '/v1/orders/DH00000001/address', body: { address } });
  });

  it('leaves an empty optional reason out instead of sending blanks', () => {
    expect(actionRequest('DH00000001', { kind: 'cancel_order', reason: '   ' }).body).toEqual({});
  });

  it("shows the server's words for a refusal, and none for a failure without an envelope", () => {
    const refused = new ApiError({ kind: 'rejected', message: 'x', httpStatus: 409, body: { status: 0, message: 'This package has already shipped.' } });
    expect(refusalMessage(refused)).toBe('This package has already shipped.');
    const crashed = new ApiError({ kind: 'server-error', message: 'Server Error', httpStatus: 500, body: { status: -1, message: 'Server Error' } });
    expect(refusalMessage(crashed)).toBeNull();
    expect(refusalMessage(new ApiError({ kind: 'cannot-connect', message: 'Cannot connect to the server' }))).toBeNull();
    expect(refusalMessage(new Error('boom'))).toBeNull();
  });
});
