import { listingStatusOf } from '@/lib/catalog/listing-rules';
import type { ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { CONTENT_SECTION } from '@/lib/constants/content-sections';
import { pictureFileUrl } from '@/lib/images/product-image-loader';
import type { ContentSectionBody, LanguageCode } from '@/server/db/schema/catalog/catalog';
import type { ListingContent, ListingRow } from './repository';

const LANGUAGES: readonly LanguageCode[] = ['en', 'fr', 'de'];
type Localized<T> = Record<LanguageCode, T>;

/** The file name part of picture `index` of a set: the storefront's three views, then -p3, -p4... */
export function pictureName(pictureSetKey: string, index: number): string {
  const view = index === 0 ? '' : index === 1 ? '-angle' : index === 2 ? '-detail' : `-p${index}`;
  return `upl-${pictureSetKey}${view}`;
}

export function pictureUrl(pictureSetKey: string, index: number, width = 480): string {
  return pictureFileUrl('products', pictureName(pictureSetKey, index), width);
}

function bodyText(body: ContentSectionBody | undefined): string[] {
  if (!body) return [];
  if (body.kind === 'paragraphs') return body.paragraphs;
  if (body.kind === 'bullets') return body.items;
  return body.rows.map((row) => `${row.label}: ${row.value}`);
}

function localized<T>(make: (language: LanguageCode) => T): Localized<T> {
  return { en: make('en'), fr: make('fr'), de: make('de') };
}

/** A listing as the brand edits it (and operators review it). */
export function toListingView(row: ListingRow, content: ListingContent): ListingView {
  const text = (language: LanguageCode) => content.translations.find((translation) => translation.language === language);
  const section = (sectionId: number, language: LanguageCode) => content.sections.find((item) => item.sectionId === sectionId && item.language === language)?.body;
  const status = listingStatusOf(row.state, row.isPublished);
  return {
    id: row.productId,
    code: row.code,
    slug: row.slug,
    state: row.state,
    status,
    is_published: row.isPublished,
    refusal_reason: row.state === 'refused' ? row.refusalReason : null,
    product_url: status === 'published' ? `/${row.categorySlug}/${row.slug}` : null,
    category_id: row.categoryId,
    names: localized((language) => text(language)?.name ?? ''),
    short_descriptions: localized((language) => text(language)?.shortDescription ?? ''),
    descriptions: localized((language) => text(language)?.description ?? ''),
    vendor_features: localized((language) => bodyText(section(CONTENT_SECTION.VENDOR_FEATURES, language))),
    vendor_description: localized((language) => bodyText(section(CONTENT_SECTION.VENDOR_DESCRIPTION, language)).join('\n\n')),
    labels: content.labels,
    variants: content.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      colour: variant.options.colour ?? '',
      size: variant.options.size ?? '',
      frame: variant.options.frame ?? '',
      colour_hex: variant.colourHex,
      stock: variant.stock,
      prices: Object.fromEntries(content.prices.filter((price) => price.variantId === variant.id).map((price) => [price.currency, price.amount])),
    })),
    pictures: content.pictures.map((picture, index) => ({ id: picture.id, position: index, url: pictureUrl(row.pictureSetKey, index), alt: picture.alt })),
    updated_at: row.updatedAt.toISOString(),
  };
}

export { LANGUAGES };
