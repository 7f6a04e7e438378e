import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_IMAGE_MAX_BYTES } from '@/lib/reviews/review-limits';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildOperator } from '@/tests/support/builders/brands';
import {
  createBuyer,
  createReviewProduct,
  imageRowCount,
  pngBase64,
  reviewRowsOf,
  startReviewsApi,
  storedFiles,
  validReview,
  type ReviewsApi,
} from './support/reviews-fixture';

let api: ReviewsApi;
beforeAll(async () => {
  api = await startReviewsApi();
});
afterAll(async () => {
  await api?.close();
});

const write = (code: string, token: string, images: { data: string }[]) =>
  api.call('POST', `/v1/catalog/products/${code}/reviews`, { token, body: { ...validReview, images } });

async function buyer() {
  const product = await createReviewProduct(api.db);
  return { product, ...(await createBuyer(api.db, product)) };
}

async function expectNothingStored(productId: number, filesBefore: string[], rowsBefore: number) {
  expect(await reviewRowsOf(api.db, productId)).toEqual([]);
  expect(await imageRowCount(api.db)).toBe(rowsBefore);
  expect(storedFiles(api.uploadsDir)).toEqual(filesBefore);
}

describe('pictures of a review', () => {
  it('re-encodes JPEG, PNG and WebP pictures to WebP within 1600 px and stores each with a thumbnail', async () => {
    const { product, token } = await buyer();
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#999' } }).webp().toBuffer();
    const data = expectSuccessData(
      await write(product.code, token, [{ data: big.toString('base64') }, { data: `data:image/png;base64,${await pngBase64()}` }, { data: webp.toString('base64') }]),
      201,
    );
    expect(data).toMatchObject({ image_count: 3 });
    const files = storedFiles(api.uploadsDir).filter((file) => file.startsWith(path.join('reviews', String(product.id))));
    expect(files).toHaveLength(6);
    const full = files.find((file) => !file.endsWith('-thumb.webp'))!;
    const metas = await Promise.all(files.map((file) => sharp(fs.readFileSync(path.join(api.uploadsDir, file))).metadata()));
    expect(metas.every((meta) => meta.format === 'webp')).toBe(true);
    expect(Math.max(...metas.map((meta) => meta.width ?? 0))).toBe(1600);
    expect(full).toMatch(/\.webp$/);
  });

  it('refuses a picture whose bytes are not JPEG, PNG or WebP (415), whatever its data: URL says, and stores nothing', async () => {
    const { product, token } = await buyer();
    const [files, rows] = [storedFiles(api.uploadsDir), await imageRowCount(api.db)];
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const answer = await write(product.code, token, [{ data: await pngBase64() }, { data: `data:image/png;base64,${gif.toString('base64')}` }]);
    const envelope = expectErrorEnvelope(answer, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(envelope.message).toBe('Picture 2 is not a JPEG, PNG or WebP image.');
    await expectNothingStored(product.id, files, rows);
  });

  it('refuses a picture over 5 MB (413) and stores nothing', async () => {
    const { product, token } = await buyer();
    const [files, rows] = [storedFiles(api.uploadsDir), await imageRowCount(api.db)];
    const huge = Buffer.alloc(REVIEW_IMAGE_MAX_BYTES + 3);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(huge);
    const envelope = expectErrorEnvelope(await write(product.code, token, [{ data: huge.toString('base64') }]), 413, 'PAYLOAD_TOO_LARGE');
    expect(envelope.message).toBe('Picture 1 is larger than 5 MB.');
    await expectNothingStored(product.id, files, rows);
  });

  it('refuses a sixth picture (400) and stores nothing', async () => {
    const { product, token } = await buyer();
    const [files, rows] = [storedFiles(api.uploadsDir), await imageRowCount(api.db)];
    const image = { data: await pngBase64() };
    const envelope = expectErrorEnvelope(await write(product.code, token, Array.from({ length: 6 }, () => image)), 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(envelope.data)).toContain('At most 5 pictures per review.');
    await expectNothingStored(product.id, files, rows);
  });

  it('refuses a picture with a PNG signature but broken data (400) and stores none of the pictures', async () => {
    const { product, token } = await buyer();
    const [files, rows] = [storedFiles(api.uploadsDir), await imageRowCount(api.db)];
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png at all')]);
    const envelope = expectErrorEnvelope(await write(product.code, token, [{ data: await pngBase64() }, { data: broken.toString('base64') }]), 400);
    expect(envelope.message).toBe('Picture 2 could not be read as an image.');
    await expectNothingStored(product.id, files, rows);
  });

  it('refuses data that is not base64 (400)', async () => {
    const { product, token } = await buyer();
    expectErrorEnvelope(await write(product.code, token, [{ data: '***not base64***' }]), 400, 'VALIDATION_FAILED');
    expect(await reviewRowsOf(api.db, product.id)).toEqual([]);
  });

  it('leaves no files behind when the review rows cannot be written (simultaneous second review)', async () => {
    const { product, token } = await buyer();
    const image = { data: await pngBase64() };
    const answers = await Promise.all([write(product.code, token, [image]), write(product.code, token, [image, image])]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses[1]).toBe(409);
    const files = storedFiles(api.uploadsDir).filter((file) => file.startsWith(path.join('reviews', String(product.id))));
    const [row] = await reviewRowsOf(api.db, product.id);
    expect(files).toHaveLength(row!.imageCount * 2);
  });

  it('serves a picture only once its review is approved, as WebP with a thumbnail size', async () => {
    const { product, token } = await buyer();
    const created = expectSuccessData(await write(product.code, token, [{ data: await pngBase64(800, 600) }]), 201) as { id: number };
    const result = (await api.db.execute(`select id from review_images where review_id = ${created.id}`)) as unknown as { rows: { id: number }[] };
    const imageId = Number(result.rows[0]!.id);
    expect((await fetch(`${api.url}/api/v1/reviews/images/${imageId}`)).status).toBe(404);
    const admin = (await buildOperator(api.db)).token;
    expectSuccessData(await api.call('POST', `/v1/admin/reviews/${created.id}/moderation`, { token: admin, body: { status: 'approved' } }));
    const full = await fetch(`${api.url}/api/v1/reviews/images/${imageId}`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(800);
    const thumb = await fetch(`${api.url}/api/v1/reviews/images/${imageId}?size=thumb`);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320);
  });
});
