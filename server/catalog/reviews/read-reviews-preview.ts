import type { Db } from '@/server/db/client';
import { jsonColumn, runPrepared, statement } from '@/server/db/prepared-statement';
import { starCountsFrom, type ReviewImageRow, type ReviewProductRow, type ReviewRow, type StarCountsWithWritten } from './repository';
import { productInStoreText } from '@/server/catalog/repository-product-visibility';

/*
 * What a product page shows of its reviews, in one prepared statement: the product's rating row,
 * the star counts (earlier star-only ratings plus approved reviews), the first page of approved
 * reviews in the default order (most useful first, spec §9) and their pictures. It renders on every
 * uncached product page, where each query's round trip through PGlite counts (design §7). The
 * reviews API answers the same from its separate queries; a test keeps the two equal.
 */
const PREVIEW_SQL = `
  with p as (
    select id, code, rating_average_x100, review_count from products pr where code = $1 and ${productInStoreText('pr')}
  ), first_page as (
    select r.id, r.product_id, r.customer_id, r.author_name, r.rating, r.title, r.body, r.language,
      r.is_verified_purchase, r.moderation_status, r.useful_num, r.image_count, r.video_url, r.created_at
    from reviews r join p on r.product_id = p.id
    where r.moderation_status = 'approved'
    order by r.useful_num desc, r.created_at desc, r.id desc
    limit $2
  )
  select
    (select json_build_object('id', id, 'code', code, 'ratingAverageX100', rating_average_x100, 'reviewCount', review_count) from p) as product,
    (select coalesce(json_agg(json_build_object('rating', rating, 'n', n, 'withImages', with_images)), '[]'::json)
      from (select r.rating, count(*)::int as n, (count(*) filter (where r.image_count > 0))::int as with_images
        from reviews r join p on r.product_id = p.id
        where r.moderation_status = 'approved'
        group by r.rating) s) as stars,
    (select json_build_object('stars1', b.stars_1, 'stars2', b.stars_2, 'stars3', b.stars_3, 'stars4', b.stars_4, 'stars5', b.stars_5)
      from review_rating_baselines b join p on b.product_id = p.id) as baseline,
    (select coalesce(json_agg(json_build_object('id', id, 'productId', product_id, 'customerId', customer_id, 'authorName', author_name,
        'rating', rating, 'title', title, 'body', body, 'language', language, 'isVerifiedPurchase', is_verified_purchase,
        'moderationStatus', moderation_status, 'usefulNum', useful_num, 'imageCount', image_count,
        'videoUrl', video_url, 'createdAt', created_at)
        order by useful_num desc, created_at desc, id desc), '[]'::json)
      from first_page) as rows,
    (select coalesce(json_agg(json_build_object('id', i.id, 'reviewId', i.review_id, 'storageKey', i.storage_key, 'width', i.width, 'height', i.height)
        order by i.review_id, i.position, i.id), '[]'::json)
      from review_images i where i.review_id in (select id from first_page where image_count > 0)) as images`;

const PREVIEW = statement('product_reviews_preview', PREVIEW_SQL, ['text', 'int']);

type JsonReviewRow = Omit<ReviewRow, 'createdAt'> & { createdAt: string };

export interface ReviewsPreviewRows {
  product: ReviewProductRow;
  counts: StarCountsWithWritten;
  rows: ReviewRow[];
  images: ReviewImageRow[];
}

/** Undefined when no published product has the code. */
export async function readReviewsPreview(db: Db, code: string, pageSize: number): Promise<ReviewsPreviewRows | undefined> {
  const [row] = await runPrepared(db, PREVIEW, [code, pageSize]);
  const product = jsonColumn<ReviewProductRow | null>(row?.product);
  if (!row || !product) return undefined;
  return {
    product,
    counts: starCountsFrom(jsonColumn(row.stars), jsonColumn(row.baseline)),
    rows: jsonColumn<JsonReviewRow[]>(row.rows).map((review) => ({ ...review, createdAt: new Date(review.createdAt) })),
    images: jsonColumn<ReviewImageRow[]>(row.images),
  };
}
