import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { Db } from '@/server/db/client';
import { carts } from '@/server/db/schema/pricing/cart';
import { orderLines, orders } from '@/server/db/schema/ordering/orders';
import { reviewImages, reviewRatingBaselines, reviews } from '@/server/db/schema/catalog/reviews';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import { createCategory, createCustomer, createProduct, type CreatedProduct } from '@/tests/integration/cart/support/cart-catalog';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/* The reviews API over HTTP on a database and an uploads folder of its own, with builders for
 * products, buyers (a customer with an order of a product) and reviews. */

export interface ReviewsApi {
  db: Db;
  url: string;
  uploadsDir: string;
  call(method: string, path: string, options?: { body?: unknown; token?: string; locale?: string }): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export async function startReviewsApi(): Promise<ReviewsApi> {
  const database = await createTestDatabase();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskhaus-review-uploads-'));
  process.env.UPLOADS_DIR = uploadsDir;
  const routes = ['pages/api/v1/catalog/products/[code]/reviews', 'pages/api/v1/reviews', 'pages/api/v1/admin/reviews'].flatMap((dir) => discoverApiRoutes(dir));
  const server = await startApiServer(await loadApiRoutes(routes));
  return {
    db: database.db,
    url: server.url,
    uploadsDir,
    call: (method, apiPath, options = {}) => {
      const headers: Record<string, string> = { location: options.locale ?? 'en-US' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return callApi(`${server.url}/api${apiPath}`, { method, body: options.body, headers });
    },
    close: async () => {
      await server.close();
      await database.drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/* One category per database: files that share a worker process each have a database of their own. */
const categoryOf = new WeakMap<Db, number>();

export async function createReviewProduct(db: Db): Promise<CreatedProduct> {
  let categoryId = categoryOf.get(db);
  if (categoryId === undefined) {
    categoryId = await createCategory(db, `review-cat-${Date.now()}`);
    categoryOf.set(db, categoryId);
  }
  return createProduct(db, { categoryId, variants: [{ stock: 10, prices: { USD: 19_900 } }] });
}

let orderSequence = 0;

/** A customer with one order of the product (DELIVERED by default). */
export async function createBuyer(
  db: Db,
  product: CreatedProduct,
  options: { orderStatus?: number; lineStatus?: number; fullname?: string } = {},
): Promise<{ customerId: number; token: string }> {
  orderSequence += 1;
  const customerId = await createCustomer(db, `buyer-${orderSequence}-${Math.random().toString(36).slice(2, 8)}@example.test`);
  if (options.fullname !== undefined) await db.execute(`update customers set fullname = '${options.fullname.replace(/'/g, "''")}' where id = ${customerId}`);
  await addOrder(db, customerId, product, options);
  return { customerId, token: await tokenFor('customer', { userId: customerId }) };
}

export async function addOrder(db: Db, customerId: number, product: CreatedProduct, options: { orderStatus?: number; lineStatus?: number } = {}): Promise<void> {
  orderSequence += 1;
  const cartId = `cart-${orderSequence}-${Math.random().toString(36).slice(2, 10)}`;
  await db.insert(carts).values({ id: cartId, customerId, currency: 'USD', country: 'US', checkedOutAt: new Date() });
  const address = { full_name: 'A B', street: '1 St', line_1: '', city: 'X', state_or_province: 'CA', postal_code: '94105', country: 'US', phone: '1' };
  const [order] = await db
    .insert(orders)
    .values({
      code: `DT${String(orderSequence).padStart(8, '0')}${Math.floor(Math.random() * 1000)}`.slice(0, 16),
      cartId,
      customerId,
      email: 'x@example.test',
      locale: 'en-US',
      currency: 'USD',
      status: options.orderStatus ?? ORDER_STATUS.DELIVERED,
      subtotal: 19_900,
      taxMode: 'added',
      total: 19_900,
      shippingAddress: address,
      billingAddress: address,
      shippingOption: 'standard',
      paymentMethodId: 1,
      paymentOption: 1,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId: product.id,
    productCode: product.code,
    variantId: product.variantIds[0] ?? null,
    sku: `${product.code}-0`,
    vendorCode: 'deskhaus',
    productKind: 1,
    productName: product.name,
    productSlug: 'p',
    categorySlug: 'c',
    categoryName: 'C',
    imageKey: 'k',
    quantity: 1,
    unitPrice: 19_900,
    lineTotal: 19_900,
    status: options.lineStatus ?? ORDER_LINE_STATUS.DELIVERED,
  });
}

export async function customerToken(db: Db): Promise<{ customerId: number; token: string }> {
  const customerId = await createCustomer(db, `shopper-${Math.random().toString(36).slice(2, 10)}@example.test`);
  return { customerId, token: await tokenFor('customer', { userId: customerId }) };
}

/** An approved review written straight to the database. */
export async function insertReview(
  db: Db,
  productId: number,
  values: Partial<typeof reviews.$inferInsert> & { images?: number } = {},
): Promise<number> {
  const { images = 0, ...rest } = values;
  const [row] = await db
    .insert(reviews)
    .values({
      productId,
      authorName: 'Test A.',
      rating: 5,
      title: 'A title',
      body: 'A body that is long enough to count.',
      language: 'en',
      moderationStatus: 'approved',
      imageCount: images,
      ...rest,
    })
    .returning({ id: reviews.id });
  for (let position = 0; position < images; position += 1) {
    await db.insert(reviewImages).values({ reviewId: row!.id, storageKey: `reviews/${productId}/fixture-${row!.id}-${position}.webp`, contentType: 'image/webp', width: 10, height: 10, position });
  }
  return row!.id;
}

export async function setBaseline(db: Db, productId: number, stars: [number, number, number, number, number]): Promise<void> {
  await db.insert(reviewRatingBaselines).values({ productId, stars1: stars[0], stars2: stars[1], stars3: stars[2], stars4: stars[3], stars5: stars[4] });
}

export async function reviewRowsOf(db: Db, productId: number) {
  return db.select().from(reviews).where(eq(reviews.productId, productId));
}

export async function imageRowCount(db: Db): Promise<number> {
  return (await db.select().from(reviewImages)).length;
}

/** Every file under the uploads folder, as relative paths. */
export function storedFiles(uploadsDir: string): string[] {
  if (!fs.existsSync(uploadsDir)) return [];
  return (fs.readdirSync(uploadsDir, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(uploadsDir, entry)).isFile()).sort();
}

export async function pngBase64(width = 64, height = 48): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer();
  return bytes.toString('base64');
}

export const validReview = { rating: 4, title: 'Comfortable chair', body: 'Comfortable for long days and easy to assemble.' };
