import { CATEGORY_DEFINITIONS } from './categories';
import { VENDOR_DEFINITIONS } from './vendors';

/* Categories and vendors take ids in definition order, so products can refer to them by id
 * before anything is in the database. */

export function categoryIdOf(slug: string): number {
  const index = CATEGORY_DEFINITIONS.findIndex((category) => category.slug === slug);
  if (index < 0) throw new Error(`Unknown category ${slug}`);
  return index + 1;
}

export function vendorIdOf(slug: string): number {
  const index = VENDOR_DEFINITIONS.findIndex((vendor) => vendor.slug === slug);
  if (index < 0) throw new Error(`Unknown vendor ${slug}`);
  return index + 1;
}
