import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { findActiveVendor } from './repository-pages';
import type { VendorDetail } from '@/lib/contracts/catalog/listing-schemas';

/** An active vendor as the API shows it; 404 for an unknown or inactive one. */
export async function getVendor(input: { locale: Locale; slug: string }): Promise<VendorDetail> {
  const vendor = await findActiveVendor(getDb(), input.slug, languageOfLocale(input.locale));
  if (!vendor) throw new AppError('NOT_FOUND', `There is no store "${input.slug}".`);
  const { id: _id, ...detail } = vendor;
  return detail;
}
