import type { ListingInput, ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { LISTING_NAME_MAX } from '@/lib/catalog/listing-rules';
import { getDb } from '@/server/db/client';
import { createVendorListing } from './create-vendor-listing';
import { getVendorListing } from './get-vendor-listing';
import { copyPictures } from './repository-pictures';

const COPY_SUFFIX = { en: ' (copy)', fr: ' (copie)', de: ' (Kopie)' } as const;

function copyName(name: string, suffix: string): string {
  return `${name.slice(0, LISTING_NAME_MAX - suffix.length)}${suffix}`;
}

/**
 * POST /v1/brands/{brandId}/listings/{productId}/duplicate: a new draft with the same texts,
 * variants (new SKUs), prices, stock, labels and pictures. It needs its own approval.
 */
export async function duplicateVendorListing(input: { vendorId: number; productId: number }): Promise<ListingView> {
  const source = await getVendorListing(input);
  const listing: ListingInput = {
    category_id: source.category_id,
    names: { en: copyName(source.names.en, COPY_SUFFIX.en), fr: copyName(source.names.fr, COPY_SUFFIX.fr), de: copyName(source.names.de, COPY_SUFFIX.de) },
    short_descriptions: source.short_descriptions,
    descriptions: source.descriptions,
    vendor_features: source.vendor_features,
    vendor_description: source.vendor_description,
    labels: source.labels,
    variants: source.variants.map((variant) => ({
      colour: variant.colour,
      size: variant.size,
      frame: variant.frame,
      colour_hex: variant.colour_hex,
      stock: variant.stock,
      prices: { USD: variant.prices.USD ?? 0, CAD: variant.prices.CAD ?? 0, GBP: variant.prices.GBP ?? 0, EUR: variant.prices.EUR ?? 0 },
    })),
  };
  const created = await createVendorListing({ vendorId: input.vendorId, listing });
  await copyPictures(getDb(), source.id, created.id);
  return getVendorListing({ vendorId: input.vendorId, productId: created.id });
}
