import { LISTING_CURRENCIES } from '@/lib/catalog/listing-rules';
import type { ListingInput } from '@/lib/contracts/catalog/brand-listings-schemas';
import { CONTENT_SECTION } from '@/lib/constants/content-sections';
import type { Tx } from '@/server/db/db-or-tx';
import type { LanguageCode } from '@/server/db/schema/catalog/catalog';
import { AppError } from '@/server/http/app-error';
import { isFileableCategory } from './repository';
import { replaceLabels, replaceSections, replaceTranslations, syncVariants, variantIdsOf, type SectionWrite } from './repository-write';
import { LANGUAGES } from './listing-view';

/* The two §9 sections a brand writes; the others (features, specifications...) are the store's. */
const BRAND_SECTIONS = [CONTENT_SECTION.VENDOR_FEATURES, CONTENT_SECTION.VENDOR_DESCRIPTION];

const SECTION_TITLES: Record<LanguageCode, { features: string; about: string }> = {
  en: { features: 'From the maker', about: 'About the maker' },
  fr: { features: 'Le mot du fabricant', about: 'À propos du fabricant' },
  de: { features: 'Vom Hersteller', about: 'Über den Hersteller' },
};

function sectionsOf(input: ListingInput): SectionWrite[] {
  return LANGUAGES.flatMap((language) => {
    const sections: SectionWrite[] = [];
    const features = input.vendor_features[language];
    if (features.length > 0) sections.push({ sectionId: CONTENT_SECTION.VENDOR_FEATURES, language, title: SECTION_TITLES[language].features, body: { kind: 'bullets', items: features }, position: 80 });
    const paragraphs = input.vendor_description[language].split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);
    if (paragraphs.length > 0) sections.push({ sectionId: CONTENT_SECTION.VENDOR_DESCRIPTION, language, title: SECTION_TITLES[language].about, body: { kind: 'paragraphs', paragraphs }, position: 90 });
    return sections;
  });
}

export async function assertFileableCategory(tx: Tx, categoryId: number): Promise<void> {
  if (!(await isFileableCategory(tx, categoryId))) throw new AppError('UNPROCESSABLE', 'Choose one of the store’s categories for this product.');
}

function assertDistinctVariants(input: ListingInput): void {
  const seen = new Set<string>();
  for (const variant of input.variants) {
    const key = [variant.colour, variant.size, variant.frame].map((part) => part.toLowerCase()).join('|');
    if (seen.has(key)) throw new AppError('UNPROCESSABLE', 'Two variants have the same colour, size and frame. Make each variant different.');
    seen.add(key);
  }
}

/** Writes names, descriptions, the brand's sections, labels and variants of a listing (inside the caller's transaction). */
export async function writeListingContent(tx: Tx, input: { productId: number; skuPrefix: string; imageKey: string; listing: ListingInput }): Promise<void> {
  const { listing } = input;
  await assertFileableCategory(tx, listing.category_id);
  assertDistinctVariants(listing);
  const own = new Set(await variantIdsOf(tx, input.productId));
  for (const variant of listing.variants) {
    // Another product's variant id reads like a missing one.
    if (variant.id !== undefined && !own.has(variant.id)) throw new AppError('UNPROCESSABLE', 'A variant of this product no longer exists. Reload the page and try again.');
  }
  await replaceTranslations(
    tx,
    input.productId,
    LANGUAGES.map((language) => ({ language, name: listing.names[language], shortDescription: listing.short_descriptions[language], description: listing.descriptions[language] })),
  );
  await replaceSections(tx, input.productId, BRAND_SECTIONS, sectionsOf(listing));
  await replaceLabels(tx, input.productId, [...new Set(listing.labels)]);
  await syncVariants(tx, {
    productId: input.productId,
    skuPrefix: input.skuPrefix,
    imageKey: input.imageKey,
    variants: listing.variants.map((variant) => ({
      id: variant.id,
      options: Object.fromEntries((['colour', 'size', 'frame'] as const).filter((name) => variant[name] !== '').map((name) => [name, variant[name]])),
      colourHex: variant.colour_hex,
      stock: variant.stock,
      prices: Object.fromEntries(LISTING_CURRENCIES.map((currency) => [currency, variant.prices[currency]])),
    })),
  });
}
