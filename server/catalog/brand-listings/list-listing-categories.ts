import { getDb } from '@/server/db/client';
import type { LanguageCode } from '@/server/db/schema/catalog/catalog';
import { listFileableCategories } from './repository';

/** The categories a brand may file a product in, named in the caller's language. */
export async function listListingCategories(language: LanguageCode): Promise<{ id: number; name: string }[]> {
  return listFileableCategories(getDb(), language);
}
