import type { AddressInput } from '@/lib/contracts/ordering/checkout-schemas';

/* Valid addresses of each store's market, one per tax regime the tests check. */
export const ADDRESSES = {
  california: { full_name: 'Ada Buyer', street: '1 Market St', city: 'San Francisco', state_or_province: 'CA', postal_code: '94105', country: 'US' },
  oregon: { full_name: 'Ada Buyer', street: '2 Pine St', city: 'Portland', state_or_province: 'OR', postal_code: '97201', country: 'US' },
  newYork: { full_name: 'Ada Buyer', street: '5 Broadway', city: 'New York', state_or_province: 'NY', postal_code: '10004', country: 'US' },
  ontario: { full_name: 'Ada Buyer', street: '100 King St W', city: 'Toronto', state_or_province: 'ON', postal_code: 'M5X 1A9', country: 'CA' },
  quebec: { full_name: 'Ada Buyer', street: '1 Rue Sainte-Catherine', city: 'Montréal', state_or_province: 'QC', postal_code: 'H3B 1A7', country: 'CA' },
  london: { full_name: 'Ada Buyer', street: '10 Downing St', city: 'London', state_or_province: '', postal_code: 'SW1A 2AA', country: 'GB' },
  berlin: { full_name: 'Ada Buyer', street: 'Unter den Linden 1', city: 'Berlin', state_or_province: '', postal_code: '10117', country: 'DE' },
} satisfies Record<string, AddressInput>;
