import { BRAND_LABEL_IDS, LISTING_CURRENCIES, type ListingCurrency } from '@/lib/catalog/listing-rules';
import type { ListingInput, ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { centsToText, parseAmount } from './money-input';

/* The listing form's state: what the brand types (prices as text), turned into the API body. */

export type Language = 'en' | 'fr' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'de'];
type Localized<T> = Record<Language, T>;

export interface VariantDraft {
  key: string;
  id?: number;
  sku?: string;
  colour: string;
  size: string;
  frame: string;
  colourHex: string;
  stock: string;
  prices: Record<ListingCurrency, string>;
}

export interface ListingDraft {
  categoryId: string;
  names: Localized<string>;
  shortDescriptions: Localized<string>;
  descriptions: Localized<string>;
  /** One feature a line. */
  features: Localized<string>;
  vendorDescription: Localized<string>;
  labels: number[];
  variants: VariantDraft[];
}

const empty = (): Localized<string> => ({ en: '', fr: '', de: '' });
let keys = 0;
export const nextKey = () => `v${(keys += 1)}`;

export function emptyVariant(): VariantDraft {
  return { key: nextKey(), colour: '', size: '', frame: '', colourHex: '#8a8178', stock: '0', prices: { USD: '', CAD: '', GBP: '', EUR: '' } };
}

export function emptyDraft(): ListingDraft {
  return { categoryId: '', names: empty(), shortDescriptions: empty(), descriptions: empty(), features: empty(), vendorDescription: empty(), labels: [], variants: [emptyVariant()] };
}

export function draftOf(view: ListingView): ListingDraft {
  const features = { en: view.vendor_features.en.join('\n'), fr: view.vendor_features.fr.join('\n'), de: view.vendor_features.de.join('\n') };
  return {
    categoryId: String(view.category_id),
    names: { ...view.names },
    shortDescriptions: { ...view.short_descriptions },
    descriptions: { ...view.descriptions },
    features,
    vendorDescription: { ...view.vendor_description },
    labels: [...view.labels],
    variants: view.variants.map((variant) => ({
      key: nextKey(),
      id: variant.id,
      sku: variant.sku,
      colour: variant.colour,
      size: variant.size,
      frame: variant.frame,
      colourHex: variant.colour_hex,
      stock: String(variant.stock),
      prices: Object.fromEntries(LISTING_CURRENCIES.map((currency) => [currency, centsToText(variant.prices[currency])])) as Record<ListingCurrency, string>,
    })),
  };
}

export type DraftProblem = { kind: 'category' } | { kind: 'price'; variant: number; currency: ListingCurrency } | { kind: 'stock'; variant: number };

/** The API body, or the first thing the brand must fix before sending. */
export function bodyOf(draft: ListingDraft): { body: ListingInput } | { problem: DraftProblem } {
  const categoryId = Number(draft.categoryId);
  if (!Number.isInteger(categoryId) || categoryId <= 0) return { problem: { kind: 'category' } };
  const variants: ListingInput['variants'] = [];
  for (const [index, variant] of draft.variants.entries()) {
    const stock = Number(variant.stock);
    if (!/^\d+$/.test(variant.stock.trim()) || !Number.isInteger(stock)) return { problem: { kind: 'stock', variant: index } };
    const prices = {} as Record<ListingCurrency, number>;
    for (const currency of LISTING_CURRENCIES) {
      const cents = parseAmount(variant.prices[currency]);
      if (cents === null || cents <= 0) return { problem: { kind: 'price', variant: index, currency } };
      prices[currency] = cents;
    }
    variants.push({ id: variant.id, colour: variant.colour.trim(), size: variant.size.trim(), frame: variant.frame.trim(), colour_hex: variant.colourHex, stock, prices });
  }
  const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
  return {
    body: {
      category_id: categoryId,
      names: draft.names,
      short_descriptions: draft.shortDescriptions,
      descriptions: draft.descriptions,
      vendor_features: { en: lines(draft.features.en), fr: lines(draft.features.fr), de: lines(draft.features.de) },
      vendor_description: draft.vendorDescription,
      labels: draft.labels.filter((id) => (BRAND_LABEL_IDS as readonly number[]).includes(id)),
      variants,
    },
  };
}
