import { getDb } from '@/server/db/client';
import { listPageSlugs } from './repository-pages';

/** The category and vendor-store slugs worth pre-rendering at build time. */
export async function listListingPageSlugs(): Promise<{ categories: string[]; vendors: string[] }> {
  return listPageSlugs(getDb());
}
