import { getDb } from '@/server/db/client';
import { listBestSellerPaths, type ProductPathRow } from './repository-paths';

/** The best sellers' product pages, pre-rendered at build time; the rest render on first visit. */
export async function listProductPagePaths(input: { limit: number }): Promise<ProductPathRow[]> {
  if (input.limit <= 0) return [];
  return listBestSellerPaths(getDb(), input.limit);
}
