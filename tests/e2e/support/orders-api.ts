import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_OPERATOR_EMAIL } from './e2e-operator';

/*
 * Orders made and moved through the API for end-to-end tests: a guest order with products of
 * two vendors paid by the test card, and operations packing, shipping and delivering one
 * vendor's lines, as the e2e operator (tests/e2e/support/e2e-operator.ts).
 */

interface CatalogProduct {
  product_url_code: string;
  product_name: string;
  kind: number;
  vendor_code: string | null;
  flash_sale: unknown;
  has_flash_sale_v2: boolean;
  priceTiers: unknown[];
  availability: { isPurchasable: boolean };
  variants: { id: number; stock: number; isDefault: boolean }[];
}

export interface PickedProduct {
  code: string;
  name: string;
  vendorCode: string;
  variantId: number;
}

const HEADERS = { location: 'en-US' };

/** Two plain, well-stocked products sold by two different vendors (first seeded fit). */
export async function productsOfTwoVendors(request: APIRequestContext): Promise<[PickedProduct, PickedProduct]> {
  const picked = new Map<string, PickedProduct>();
  for (let id = 1; id <= 400 && picked.size < 2; id += 1) {
    const response = await request.get(`/api/v1/catalog/products/DH${String(id).padStart(6, '0')}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: CatalogProduct }).data;
    const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
    const vendor = product.vendor_code;
    if (
      vendor &&
      !picked.has(vendor) &&
      product.kind === 1 &&
      product.flash_sale === null &&
      !product.has_flash_sale_v2 &&
      product.priceTiers.length === 0 &&
      product.availability.isPurchasable &&
      variant &&
      variant.stock >= 10
    ) {
      picked.set(vendor, { code: product.product_url_code, name: product.product_name, vendorCode: vendor, variantId: variant.id });
    }
  }
  const [first, second] = [...picked.values()];
  if (!first || !second) throw new Error('The seed has no two vendors with a plain product in stock');
  return [first, second];
}

export const GUEST_ADDRESS = {
  full_name: 'Grace Hopper',
  street: '100 Congress Ave',
  line_1: '',
  city: 'Austin',
  state_or_province: 'TX',
  postal_code: '78701',
  country: 'US',
  phone: '',
};

/**
 * An order of one of each product, paid at once with the test card; its number. A guest's cart
 * is named by cart_id; a customer's (with `token`) by the token.
 */
export async function placeOrder(request: APIRequestContext, products: readonly PickedProduct[], email: string, token?: string): Promise<string> {
  const headers = token ? { ...HEADERS, authorization: `Bearer ${token}` } : HEADERS;
  let cartId: string | undefined;
  for (const product of products) {
    const added = await request.post('/api/v1/cart/items', {
      params: cartId && !token ? { cart_id: cartId } : undefined,
      data: { product_code: product.code, variant_id: product.variantId, quantity: 1 },
      headers,
    });
    expect(added.status(), await added.text()).toBe(200);
    cartId = ((await added.json()) as { data: { id: string } }).data.id;
  }
  const params: Record<string, string> = token ? {} : { cart_id: cartId! };
  const contact = await request.put('/api/v1/checkout/contact', { params, headers, data: { email, shipping_address: GUEST_ADDRESS, billing_same_as_shipping: true } });
  expect(contact.status(), await contact.text()).toBe(200);
  const state = ((await contact.json()) as { data: { shipping_options: { code: string; requires_date: boolean; available_dates: string[] }[] } }).data;
  const option = state.shipping_options.find((candidate) => !candidate.requires_date) ?? state.shipping_options[0]!;
  const shipping = await request.put('/api/v1/checkout/shipping', {
    params,
    headers,
    data: { option: option.code, ...(option.requires_date ? { shipping_date: option.available_dates[0] } : {}) },
  });
  expect(shipping.status(), await shipping.text()).toBe(200);
  const total = ((await shipping.json()) as { data: { totals: { total_amount: number } } }).data.totals.total_amount;
  const placed = await request.post('/api/v1/checkout/place-order', {
    params,
    headers: { ...headers, 'Idempotency-Key': `e2e-self-service-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      method_id: 13,
      payment_option: 0,
      card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123', holder: 'Grace Hopper' },
      expected_total: total,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const result = ((await placed.json()) as { data: { order: { code: string }; payment: { status: string } } }).data;
  expect(result.payment.status).toBe('captured');
  return result.order.code;
}

/** Signs a new shopper up and in through the API with the e-mailed code (the server runs with DEV_TOOLS=1; support/test.ts sends the operator token). */
export async function signUpCustomer(request: APIRequestContext, email: string): Promise<{ accessToken: string; refreshToken: string }> {
  const asked = new Date(Date.now() - 1000).toISOString();
  const sent = await request.post('/api/v1/customers/send-login-verification', { headers: HEADERS, data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
      const messages = ((await outbox.json()) as { data: { messages: { text: string | null; created_at: string }[] } }).data.messages;
      code = /\b(\d{6})\b/.exec(messages.find((message) => message.text !== null && message.created_at > asked)?.text ?? '')?.[1];
      return code !== undefined;
    })
    .toBe(true);
  const signedIn = await request.post('/api/v1/customers/sign-in', { headers: HEADERS, data: { grant_type: 'otp', email, code } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const tokens = ((await signedIn.json()) as { data: { access_token: string } }).data;
  // The refresh token comes only as the HttpOnly cookie (decision 0045).
  const refreshCookie = signedIn.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('refresh_token='));
  const refreshToken = decodeURIComponent(/^refresh_token=([^;]*)/.exec(refreshCookie?.value ?? '')?.[1] ?? '');
  expect(refreshToken, 'a refresh cookie on the sign-in answer').not.toBe('');
  return { accessToken: tokens.access_token, refreshToken };
}

/** A session in a browser's cookies as the server sets them: the HttpOnly refresh cookie on the sign-in calls' path, the marker, the access token. */
export function sessionCookies(tokens: { accessToken: string; refreshToken: string }, baseURL: string) {
  const { hostname } = new URL(baseURL);
  return [
    { name: 'token', value: tokens.accessToken, url: baseURL },
    { name: 'refresh_token', value: tokens.refreshToken, domain: hostname, path: '/api/v1/customers', httpOnly: true, sameSite: 'Strict' as const },
    { name: 'dh_session', value: '1', url: baseURL },
  ];
}

let operatorSession: { tokens: { accessToken: string; refreshToken: string }; at: number } | undefined;

/**
 * The e2e operator's session, from a real sign-in by e-mailed code (the address is listed as an
 * operator, so sign-in gives role admin). One per worker, reused for 10 of the access token's
 * 15 minutes: a second code for the same address within a minute would be refused.
 */
export async function operatorSessionTokens(request: APIRequestContext): Promise<{ accessToken: string; refreshToken: string }> {
  if (operatorSession && Date.now() - operatorSession.at < 10 * 60_000) return operatorSession.tokens;
  operatorSession = { tokens: await signUpCustomer(request, E2E_OPERATOR_EMAIL), at: Date.now() };
  return operatorSession.tokens;
}

/** An admin access token of the e2e operator. */
export async function operationsToken(request: APIRequestContext): Promise<string> {
  return (await operatorSessionTokens(request)).accessToken;
}

/** Packs one vendor's lines of an order into a package that waits for its label; the package id. */
export async function packVendorLines(request: APIRequestContext, token: string, orderCode: string, vendorCode: string): Promise<number> {
  const headers = { ...HEADERS, authorization: `Bearer ${token}` };
  const order = await request.get(`/api/v1/shipments/orders/${orderCode}`, { headers });
  expect(order.status(), await order.text()).toBe(200);
  const lines = ((await order.json()) as { data: { lines: { id: number; vendor_code: string }[] } }).data.lines.filter((line) => line.vendor_code === vendorCode);
  expect(lines.length).toBeGreaterThan(0);
  const packed = await request.post('/api/v1/shipments/packages', { headers, data: { order_code: orderCode, order_line_ids: lines.map((line) => line.id) } });
  expect(packed.status(), await packed.text()).toBe(201);
  return ((await packed.json()) as { data: { id: number } }).data.id;
}

/** Packs and ships one vendor's lines of an order; the package id. */
export async function shipVendorPackage(request: APIRequestContext, token: string, orderCode: string, vendorCode: string): Promise<number> {
  const headers = { ...HEADERS, authorization: `Bearer ${token}` };
  const packageId = await packVendorLines(request, token, orderCode, vendorCode);
  const shipped = await request.post(`/api/v1/shipments/packages/${packageId}/ship`, { headers, data: { carrier: 'UPS', tracking_number: `1Z-E2E-${packageId}` } });
  expect(shipped.status(), await shipped.text()).toBe(200);
  return packageId;
}

export async function deliverPackage(request: APIRequestContext, token: string, packageId: number): Promise<void> {
  const delivered = await request.post(`/api/v1/shipments/packages/${packageId}/deliver`, { headers: { ...HEADERS, authorization: `Bearer ${token}` }, data: {} });
  expect(delivered.status(), await delivered.text()).toBe(200);
}
