import { z } from 'zod';
import type { ListingCollection } from '@/lib/catalog/listing-constants';
import { getSetting } from '@/server/config/settings/get-setting';
import type { ListingCriteria } from './repository';

/**
 * The landing collections are rules over the catalog, not lists someone keeps up to date
 * (docs/decisions/0006-catalog-listing-rendering.md):
 * - sale: every product whose price is below its compare-at price, or with a running flash sale;
 * - hybrid: what a workspace needs at home and at the office alike (desks, chairs, desk
 *   accessories, electronics), the categories of the `listing.hybridCategories` setting;
 * - group-buy: products with buy-more-save-more tiers, so a team that orders together pays less.
 */
export const DEFAULT_HYBRID_CATEGORIES = ['standing-desks', 'office-chairs', 'desk-accessories', 'electronics'] as const;
export const HYBRID_CATEGORIES_SETTING = 'listing.hybridCategories';

export type CollectionCriteria = Pick<ListingCriteria, 'onSale' | 'hasPriceTiers' | 'collectionCategorySlugs'>;

export async function collectionCriteria(collection: ListingCollection): Promise<CollectionCriteria> {
  switch (collection) {
    case 'sale':
      return { onSale: true };
    case 'group-buy':
      return { hasPriceTiers: true };
    case 'hybrid':
      return { collectionCategorySlugs: await getSetting(HYBRID_CATEGORIES_SETTING, z.array(z.string()), [...DEFAULT_HYBRID_CATEGORIES]) };
  }
}
