/*
 * A checkout process for the kill test (checkout-kill.test.ts), run with tsx against the database
 * named by DATABASE_URL or PGLITE_DATA_DIR. Modes:
 *   setup  — migrates, creates one stock-bound product with KILL_TEST_STOCK units; prints its ids.
 *   loop   — places orders for fresh guest carts forever (some cards declined), printing "placed"
 *            lines, until the test SIGKILLs it at a random moment.
 *   verify — runs reconciliation as if minutes had passed, then prints what the test asserts.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { placeOrder } from '@/server/ordering/checkout/place-order';
import { reconcilePayments } from '@/server/ordering/checkout/reconcile-payments';
import { getDb, getDbHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { productVariants } from '@/server/db/schema/catalog/catalog';
import { orderLines, orders } from '@/server/db/schema/ordering/orders';
import { testProviderCharges } from '@/server/db/schema/ordering/payments';
import { buildReadyCarts } from '@/tests/support/builders/carts';
import { buildCategory, buildProduct } from '@/tests/support/builders/catalog';

const GOOD = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', holder: 'Kill Test' };
const DECLINED = { ...GOOD, number: '4000000000000002' };

async function setup(): Promise<void> {
  await runMigrations(getDbHandle());
  const category = (await buildCategory(getDb(), { slug: 'office-chairs' })).id;
  const product = await buildProduct(getDb(), { categoryId: category, isVendorProduct: true, variants: [{ stock: Number(process.env.KILL_TEST_STOCK ?? 10_000), prices: { USD: 20_000 } }] });
  console.log(JSON.stringify({ code: product.code, variantId: product.variantIds[0], name: product.name, id: product.id }));
}

async function loop(): Promise<void> {
  const product = JSON.parse(process.env.KILL_TEST_PRODUCT ?? '{}') as { code: string; variantId: number; name: string; id: number };
  const created = { code: product.code, variantIds: [product.variantId], name: product.name, id: product.id };
  console.log('ready');
  for (let round = 0; ; round += 1) {
    const [cartId] = await buildReadyCarts(getDb(), { count: 1, product: created });
    const card = round % 5 === 4 ? DECLINED : GOOD;
    try {
      await placeOrder({
        caller: { kind: 'anonymous' },
        cartId: cartId!,
        locale: 'en-US',
        body: { method_id: 13, payment_option: 0, card, expected_total: 21_450, save_card: false },
        idempotencyKey: randomUUID(),
      });
      console.log('placed');
    } catch (error) {
      console.log(`refused ${error instanceof Error ? error.message.slice(0, 40) : ''}`);
    }
  }
}

async function verify(): Promise<void> {
  const product = JSON.parse(process.env.KILL_TEST_PRODUCT ?? '{}') as { code: string; variantId: number };
  const summary = await reconcilePayments({ now: new Date(Date.now() + 5 * 60_000) });
  const db = getDb();
  const [variant] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, product.variantId));
  const [sold] = await db
    .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(sql`${orders.status} not in (19, 27) and ${orderLines.productCode} = ${product.code}`);
  const capturedWithoutPaidOrder = await db
    .select({ reference: testProviderCharges.reference, order: testProviderCharges.merchantReference, status: orders.status })
    .from(testProviderCharges)
    .leftJoin(orders, eq(orders.code, testProviderCharges.merchantReference))
    .where(sql`${testProviderCharges.status} = 'captured' and (${orders.id} is null or ${orders.status} <> 0)`);
  const byStatus = await db.select({ status: orders.status, n: sql<number>`count(*)::int` }).from(orders).groupBy(orders.status);
  console.log(JSON.stringify({ summary, stock: variant?.stock ?? null, sold: sold?.units ?? 0, capturedWithoutPaidOrder: capturedWithoutPaidOrder.length, offending: capturedWithoutPaidOrder, byStatus }));
}

const mode = process.argv[2];
const run = mode === 'setup' ? setup : mode === 'loop' ? loop : verify;
run()
  .then(() => getDbHandle().close())
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
