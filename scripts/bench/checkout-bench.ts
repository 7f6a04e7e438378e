/*
 * The checkout bars of design §7, through the HTTP API of a running production server:
 * - one buyer, warm server: the place-order call p50 <= 60 ms, and the whole checkout (add to
 *   cart, contact and address, shipping, place order) p50 <= 300 ms;
 * - 50 concurrent buyers: place-order throughput and p95, zero errors, zero oversold units.
 * Cards are the test provider's success card; the product's stock is set high first (admin
 * API), then checked again after the load: sold units + stock left = stock set.
 */
import { randomUUID } from 'node:crypto';

const GOOD_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', holder: 'Bench Buyer' };
const ADDRESS = { full_name: 'Bench Buyer', street: '1 Market St', line_1: '', city: 'San Francisco', state_or_province: 'CA', postal_code: '94105', country: 'US', phone: '' };
const STOCK = 100_000;
/** Listed in STAFF_EMAILS by run-checkout-benches.ts, so signing in gives an admin token. */
export const BENCH_OPERATOR_EMAIL = 'bench-ops@deskhaus.local';

interface Envelope<T> {
  status: number;
  data: T;
  message: string;
}

interface BenchProduct {
  code: string;
  variantId: number;
  sku: string;
}

export interface CheckoutBenchReport {
  baseUrl: string;
  product: BenchProduct;
  placeOrder: { samples: number; p50Ms: number; p95Ms: number };
  wholeCheckout: { samples: number; p50Ms: number; p95Ms: number };
  concurrent: { buyers: number; orders: number; seconds: number; ordersPerSecond: number; p95Ms: number; errors: number; oversold: number };
  rows: { bar: string; value: string; target: string; ok: boolean }[];
}

async function call<T>(baseUrl: string, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', location: 'en-US', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || envelope.status <= 0) throw new Error(`${method} ${path} answered ${response.status}: ${envelope.message}`);
  return envelope.data;
}

async function pickProduct(baseUrl: string, adminToken: string): Promise<BenchProduct> {
  const listing = await call<{ items: { code: string }[] }>(baseUrl, 'GET', '/v1/catalog/products?category_slugs=desk-accessories');
  for (const item of listing.items) {
    const detail = await call<{ kind: number; variants: { id: number; sku: string; is_in_stock: boolean }[]; customizations: unknown[] }>(
      baseUrl,
      'GET',
      `/v1/catalog/products/${encodeURIComponent(item.code)}`,
    );
    const variant = detail.variants.find((candidate) => candidate.is_in_stock);
    if (detail.kind !== 1 || !variant || detail.customizations.length > 0) continue;
    await call(baseUrl, 'POST', '/v1/admin/catalog/variant-stock', { body: { sku: variant.sku, stock: STOCK }, headers: { authorization: `Bearer ${adminToken}` } });
    return { code: item.code, variantId: variant.id, sku: variant.sku };
  }
  throw new Error('checkout bench: no plain in-stock product found');
}

/** One guest's whole checkout; answers the place-order time and the total time. */
async function checkoutOnce(baseUrl: string, product: BenchProduct): Promise<{ placeMs: number; totalMs: number }> {
  const started = performance.now();
  const cart = await call<{ id: string }>(baseUrl, 'POST', '/v1/cart/items', { body: { product_code: product.code, variant_id: product.variantId, quantity: 1, options: {}, personalization: {} } });
  const q = `?cart_id=${encodeURIComponent(cart.id)}`;
  await call(baseUrl, 'PUT', `/v1/checkout/contact${q}`, { body: { email: `bench-${randomUUID()}@example.test`, shipping_address: ADDRESS, billing_same_as_shipping: true } });
  const state = await call<{ totals: { total_amount: number } }>(baseUrl, 'PUT', `/v1/checkout/shipping${q}`, { body: { option: 'standard' } });
  const placeStarted = performance.now();
  await call(baseUrl, 'POST', `/v1/checkout/place-order${q}`, {
    body: { method_id: 13, payment_option: 0, card: GOOD_CARD, expected_total: state.totals.total_amount },
    headers: { 'idempotency-key': randomUUID() },
  });
  const ended = performance.now();
  return { placeMs: ended - placeStarted, totalMs: ended - started };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0) * 10) / 10;
}

async function stockOf(baseUrl: string, product: BenchProduct): Promise<number> {
  const detail = await call<{ variants: { id: number; stock: number }[] }>(baseUrl, 'GET', `/v1/catalog/products/${encodeURIComponent(product.code)}`);
  return detail.variants.find((variant) => variant.id === product.variantId)?.stock ?? -1;
}

/** `operatorToken`: the bench operator's access token (it raises the product's stock through the admin API). */
export async function runCheckoutBench(
  baseUrl: string,
  options: { label: string; operatorToken: string; samples?: number; buyers?: number; ordersPerBuyer?: number },
): Promise<CheckoutBenchReport> {
  const samples = options.samples ?? 30;
  const buyers = options.buyers ?? 50;
  const ordersPerBuyer = options.ordersPerBuyer ?? 4;
  const adminToken = options.operatorToken;
  const product = await pickProduct(baseUrl, adminToken);
  for (let i = 0; i < 5; i += 1) await checkoutOnce(baseUrl, product);
  const place: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const run = await checkoutOnce(baseUrl, product);
    place.push(run.placeMs);
    total.push(run.totalMs);
  }
  const stockBefore = await stockOf(baseUrl, product);
  let errors = 0;
  const concurrentPlace: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      for (let i = 0; i < ordersPerBuyer; i += 1) {
        try {
          concurrentPlace.push((await checkoutOnce(baseUrl, product)).placeMs);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const stockAfter = await stockOf(baseUrl, product);
  // Every order took one unit: the units that left the shelf must equal the orders made.
  const oversold = Math.abs(stockBefore - stockAfter - concurrentPlace.length);
  const report: CheckoutBenchReport = {
    baseUrl,
    product,
    placeOrder: { samples, p50Ms: percentile(place, 0.5), p95Ms: percentile(place, 0.95) },
    wholeCheckout: { samples, p50Ms: percentile(total, 0.5), p95Ms: percentile(total, 0.95) },
    concurrent: {
      buyers,
      orders: concurrentPlace.length,
      seconds: Math.round(seconds * 10) / 10,
      ordersPerSecond: Math.round((concurrentPlace.length / seconds) * 10) / 10,
      p95Ms: percentile(concurrentPlace, 0.95),
      errors,
      oversold,
    },
    rows: [],
  };
  const label = options.label;
  report.rows.push(
    { bar: `checkout (${label}): place order, one buyer, p50`, value: `${report.placeOrder.p50Ms} ms (p95 ${report.placeOrder.p95Ms} ms)`, target: '<= 60 ms', ok: report.placeOrder.p50Ms <= 60 },
    { bar: `checkout (${label}): whole checkout via the API, p50`, value: `${report.wholeCheckout.p50Ms} ms (p95 ${report.wholeCheckout.p95Ms} ms)`, target: '<= 300 ms', ok: report.wholeCheckout.p50Ms <= 300 },
    {
      bar: `checkout (${label}): ${buyers} concurrent buyers`,
      value: `${report.concurrent.ordersPerSecond} orders/s, place-order p95 ${report.concurrent.p95Ms} ms, ${errors} errors, ${oversold} oversold`,
      target: '0 errors, 0 oversold',
      ok: errors === 0 && oversold === 0,
    },
  );
  return report;
}
