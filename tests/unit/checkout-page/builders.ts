import type { OrderView } from '@/lib/contracts/ordering/checkout-schemas';

/** A placed order as GET /v1/orders/{code} answers it; override what a test is about. */
export function createOrderView(overrides: Partial<OrderView> = {}): OrderView {
  const address = { full_name: 'Ada Lovelace', street: '1 Main St', line_1: '', city: 'Austin', state_or_province: 'TX', postal_code: '73301', country: 'US', phone: '' };
  return {
    id: 7,
    code: 'DH00000007',
    status: 0,
    email: 'ada@example.com',
    currency: 'USD',
    amount: 54_125,
    total_product_price: 50_000,
    discount_price: 5_000,
    applied_credit_amount: 0,
    shipping_price: 4_900,
    tax: 4_225,
    tax_mode: 'added',
    shipping_option: 'standard',
    shipping_date: null,
    estimated_delivery_from: '2026-11-25',
    estimated_delivery_to: '2026-11-28',
    shipping_address: address,
    billing_address: address,
    order_details: [
      {
        id: 1,
        product_code: 'DH000012',
        vendor_code: 'DESKHAUS',
        product_name: 'SmartDesk Pro',
        product_slug: 'smartdesk-pro',
        category_slug: 'standing-desks',
        category_name: 'Standing desks',
        image_key: 'desk',
        variant_options: [],
        customizations: [],
        quantity: 2,
        product_price: 25_000,
        line_total: 50_000,
        status: 0,
      },
    ],
    payment: null,
    created_at: '2026-11-21T18:00:00.000Z',
    ...overrides,
  };
}

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}
