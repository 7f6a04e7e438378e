import type { OrderTracking } from '@/lib/contracts/ordering/shipments-schemas';
import { NO_ACTIONS, type OrderActions, type OrderRequestView } from '@/lib/contracts/ordering/order-requests-schemas';
import type { OrderView } from '@/lib/contracts/ordering/checkout-schemas';

type Line = OrderView['order_details'][number];

export function createOrderLine(overrides: Partial<Line> = {}): Line {
  return {
    id: 1,
    product_code: 'DH000001',
    vendor_code: 'KINETIC',
    product_name: 'Oak standing desk',
    product_slug: 'oak-standing-desk',
    category_slug: 'standing-desks',
    category_name: 'Standing desks',
    image_key: 'desk-1',
    variant_options: [],
    customizations: [],
    quantity: 1,
    product_price: 59_900,
    line_total: 59_900,
    status: 0,
    ...overrides,
  };
}

export function createOrderRequest(overrides: Partial<OrderRequestView> = {}): OrderRequestView {
  return {
    id: 1,
    order_code: 'DH00000042',
    kind: 'change_address',
    status: 'completed',
    created_at: '2026-11-20T10:00:00.000Z',
    resolved_at: '2026-11-20T10:00:00.000Z',
    line_ids: [2],
    vendor_code: null,
    reason: null,
    refund: null,
    currency: 'USD',
    ...overrides,
  };
}

const ADDRESS = { full_name: 'Ada Lovelace', street: '1 Congress Ave', line_1: '', city: 'Austin', state_or_province: 'TX', postal_code: '78701', country: 'US', phone: '' };

/** A paid two-vendor order: line 1 shipped and delivered, line 2 still waiting. */
export function createTracking(overrides: { actions?: Partial<OrderActions>; requests?: OrderRequestView[]; order?: Partial<OrderView>; changesNeedSignIn?: boolean } = {}): OrderTracking {
  return {
    order: {
      id: 42,
      code: 'DH00000042',
      status: 11,
      email: 'ada@example.test',
      currency: 'USD',
      amount: 89_800,
      total_product_price: 89_800,
      discount_price: 0,
      applied_credit_amount: 0,
      shipping_price: 0,
      tax: 0,
      tax_mode: 'added',
      shipping_option: 'standard',
      shipping_date: null,
      estimated_delivery_from: null,
      estimated_delivery_to: null,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      order_details: [createOrderLine({ id: 1, status: 2 }), createOrderLine({ id: 2, product_name: 'Acoustic pod', product_code: 'DH000002', vendor_code: 'QUIETFORM', status: 0 })],
      payment: { reference: 'pay_1', method_id: 1, payment_option: 1, status: 'captured', amount: 89_800, currency: 'USD', display_label: 'Visa •••• 4242', next_action: null, failure_reason: null, order_code: 'DH00000042' },
      created_at: '2026-11-01T10:00:00.000Z',
      ...overrides.order,
    },
    packages: [],
    timeline: [],
    actions: { ...NO_ACTIONS, ...overrides.actions },
    requests: overrides.requests ?? [],
    changes_need_sign_in: overrides.changesNeedSignIn ?? false,
  };
}
