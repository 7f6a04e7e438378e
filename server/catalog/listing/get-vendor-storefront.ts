import { defaultListingQuery, setPage } from '@/lib/catalog/listing-query';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { listProducts, type ListProductsOutput } from './list-products';
import { findActiveVendor } from './repository-pages';
import type { VendorDetail } from '@/lib/contracts/catalog/listing-schemas';

export interface VendorStorefront {
  vendorId: number;
  vendor: VendorDetail;
  listing: ListProductsOutput;
}

/** A vendor's store (/store/{slug}): the vendor in the shopper's language and its first page; null when unknown or inactive. */
export async function getVendorStorefront(input: { locale: Locale; slug: string; page?: number; now?: Date }): Promise<VendorStorefront | null> {
  const found = await findActiveVendor(getDb(), input.slug, languageOfLocale(input.locale));
  if (!found) return null;
  const { id: vendorId, ...vendor } = found;
  const listing = await listProducts({
    locale: input.locale,
    scope: { vendorSlugs: [vendor.slug] },
    query: setPage(defaultListingQuery(), input.page ?? 1),
    include: { facets: true },
    withNextChange: true,
    now: input.now,
  });
  return { vendorId, vendor, listing };
}
