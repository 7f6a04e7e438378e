import { z } from 'zod';
import { getDb } from '../db/client';
import { getSetting } from '@/server/config/settings/get-setting';
import { currencyOfLocale, languageOfLocale, type Locale } from '../../lib/i18n/locales';
import { listCategorySummaries, listProductCards } from './repository';
import type { CategorySummary, ProductCard } from '@/lib/contracts/catalog/catalog-schemas';

export interface HomeCatalog {
  categories: CategorySummary[];
  bestSellers: ProductCard[];
  saleItems: ProductCard[];
}

const HOME_SHELF_SIZE = 8;

/** What the home page shows from the catalog, in the locale's language and currency. */
export async function listHomeCatalog(input: { locale: Locale; now?: Date }): Promise<HomeCatalog> {
  const db = getDb();
  const language = languageOfLocale(input.locale);
  const currency = currencyOfLocale(input.locale);
  const now = input.now ?? new Date();
  const [allCategories, featured, bestSellers, saleItems] = await Promise.all([
    listCategorySummaries(db, language),
    getSetting('home.featuredCategories', z.array(z.string()), []),
    listProductCards(db, { language, currency, order: 'best-selling', limit: HOME_SHELF_SIZE, now }),
    listProductCards(db, { language, currency, order: 'on-sale', limit: HOME_SHELF_SIZE, now }),
  ]);
  return { categories: featuredFirst(allCategories, featured), bestSellers, saleItems };
}

/** The operator's featured categories in their order; without the setting, every category. */
function featuredFirst(categories: CategorySummary[], featuredSlugs: string[]): CategorySummary[] {
  if (featuredSlugs.length === 0) return categories;
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  return featuredSlugs.flatMap((slug) => bySlug.get(slug) ?? []);
}
