import type { ListingHeaderData } from '@/lib/catalog/listing-types';
import type { PageTranslations } from './page-translations';
import { isPlainObject } from '@/lib/validation/plain-object';
import type { TranslationTree as Tree } from '@/lib/i18n/translate';
import { trimPageNamespace } from './trim-page-namespace';

/*
 * A listing page's `listing` namespace without the words of the other listings (decision 0054):
 * the texts of every landing collection, of every rich category and of brand stores were 2 kB
 * of each category page's inline data. A page keeps the group it renders; the browser's
 * translation store merges what each page brings (components/i18n/translation-store.ts), so a
 * client-side move to another listing adds that listing's words from its own props.
 */
const PER_LISTING_GROUPS = ['collections', 'landing', 'store'] as const;

/**
 * The groups of `listing` this header renders: its collection, its category's landing words, or
 * the store's words; none for the search page (null), which has no listing header.
 */
function keptGroups(header: ListingHeaderData | null): Record<(typeof PER_LISTING_GROUPS)[number], string | true | null> {
  return {
    collections: header?.kind === 'collection' ? header.collection : null,
    landing: header?.kind === 'category' ? header.slug : null,
    store: header?.kind === 'vendor' ? true : null,
  };
}

function trimListing(listing: Tree, header: ListingHeaderData | null): Tree {
  const kept = keptGroups(header);
  const trimmed: Record<string, unknown> = { ...listing };
  for (const group of PER_LISTING_GROUPS) {
    const keep = kept[group];
    const tree = listing[group];
    if (keep === true || !isPlainObject<Tree>(tree)) continue;
    if (keep !== null && tree[keep] !== undefined) trimmed[group] = { [keep]: tree[keep] };
    else delete trimmed[group];
  }
  return trimmed;
}

/** The page's translations with `listing` trimmed to this listing. */
export function listingPageTranslations(translations: PageTranslations, header: ListingHeaderData | null): PageTranslations {
  return trimPageNamespace(translations, 'listing', (listing) => trimListing(listing, header));
}
