import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildOperator } from '@/tests/support/builders/brands';
import { createBuyer, createReviewProduct, reviewRowsOf, startReviewsApi, validReview, type ReviewsApi } from './support/reviews-fixture';

/* Spec §5 video links, where they enter the store: a reviewer may link a video of the product. */

let api: ReviewsApi;
let admin: string;
beforeAll(async () => {
  api = await startReviewsApi();
  admin = (await buildOperator(api.db)).token;
});
afterAll(async () => {
  await api?.close();
});

async function writeAndApprove(videoUrl: string) {
  const product = await createReviewProduct(api.db);
  const { token } = await createBuyer(api.db, product);
  const { id } = expectSuccessData(await api.call('POST', `/v1/catalog/products/${product.code}/reviews`, { token, body: { ...validReview, video_url: videoUrl } }), 201) as { id: number };
  expectSuccessData(await api.call('POST', `/v1/admin/reviews/${id}/moderation`, { token: admin, body: { status: 'approved' } }));
  const page = expectSuccessData(await api.call('GET', `/v1/catalog/products/${product.code}/reviews`)) as { items: { id: number; video: unknown }[] };
  return { product, item: page.items.find((item) => item.id === id) };
}

describe('a video link in a review', () => {
  it.each([
    ['a youtu.be short link', 'youtu.be/dQw4w9WgXcQ?t=42', { kind: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    ['a YouTube watch link with tracking', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=abc&feature=share', { kind: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    ['a Vimeo link', '  https://vimeo.com/channels/staffpicks/76979871  ', { kind: 'vimeo', url: 'https://vimeo.com/76979871' }],
    ['a link to a webm file', 'https://media.example.org/desk-wobble-test.webm', { kind: 'file', url: 'https://media.example.org/desk-wobble-test.webm' }],
  ])('shows %s as its canonical address once the review is approved', async (_name, link, expected) => {
    const { item } = await writeAndApprove(link);
    expect(item?.video).toEqual(expected);
  });

  it('shows no video when the reviewer gave none', async () => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, product);
    expectSuccessData(await api.call('POST', `/v1/catalog/products/${product.code}/reviews`, { token, body: { ...validReview, video_url: '' } }), 201);
    const [row] = await reviewRowsOf(api.db, product.id);
    expect(row?.videoUrl).toBeNull();
  });

  it.each([
    ['a page that is not a video', 'https://www.example.com/my-desk'],
    ['a script address dressed as a file', 'javascript:alert(1)//clip.mp4'],
    ['a YouTube link without a valid id', 'https://www.youtube.com/watch?v=short'],
    ['a file address on another scheme', 'ftp://files.example.org/clip.mp4'],
  ])('refuses %s with 400 naming body.video_url and writes nothing', async (_name, link) => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, product);
    const envelope = expectErrorEnvelope(await api.call('POST', `/v1/catalog/products/${product.code}/reviews`, { token, body: { ...validReview, video_url: link } }), 400);
    expect(JSON.stringify(envelope.data)).toContain('body.video_url');
    expect(await reviewRowsOf(api.db, product.id)).toEqual([]);
  });
});
