import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { Db } from '@/server/db/client';
import { reviewImages, reviewRatingBaselines, reviews } from '@/server/db/schema/catalog/reviews';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder } from '@/tests/support/builders/orders';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/* The reviews API over HTTP on a database and an uploads folder of its own, and the scenes review
 * tests start from: a product to review, buyers (a customer with an order of a product). Reviews
 * themselves come from tests/support/builders/reviews.ts. */

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

export async function createReviewProduct(db: Db): Promise<BuiltProduct> {
  let categoryId = categoryOf.get(db);
  if (categoryId === undefined) {
    categoryId = (await buildCategory(db, { slug: `review-cat-${Date.now()}` })).id;
    categoryOf.set(db, categoryId);
  }
  return buildProduct(db, { categoryId, variants: [{ stock: 10, prices: { USD: 19_900 } }] });
}

/** A customer with one order of the product (DELIVERED by default). */
export async function createBuyer(
  db: Db,
  product: BuiltProduct,
  options: { orderStatus?: number; lineStatus?: number; fullname?: string } = {},
): Promise<{ customerId: number; token: string }> {
  const customerId = (await buildCustomer(db, options.fullname === undefined ? {} : { fullname: options.fullname })).id;
  await addOrder(db, customerId, product, options);
  return { customerId, token: await tokenFor('customer', { userId: customerId }) };
}

/** One more order of the product for the customer (DELIVERED by default). */
export async function addOrder(db: Db, customerId: number, product: BuiltProduct, options: { orderStatus?: number; lineStatus?: number } = {}): Promise<void> {
  await buildOrder(db, {
    customerId,
    status: options.orderStatus ?? ORDER_STATUS.DELIVERED,
    lines: [{ vendorCode: 'deskhaus', productId: product.id, productCode: product.code, productName: product.name, unitPrice: 19_900, status: options.lineStatus ?? ORDER_LINE_STATUS.DELIVERED }],
  });
}

export async function customerToken(db: Db): Promise<{ customerId: number; token: string }> {
  const customerId = (await buildCustomer(db)).id;
  return { customerId, token: await tokenFor('customer', { userId: customerId }) };
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
