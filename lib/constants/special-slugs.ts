/** Slugs of pages that look like catalog pages but have their own handling (spec §9). */
export const SPECIAL_SLUG = {
  BULK_ORDERS: 'office-furniture-bulk-orders',
  WORK_POD: 'autonomous-work-pod',
} as const;

export type SpecialSlugName = keyof typeof SPECIAL_SLUG;
export type SpecialSlug = (typeof SPECIAL_SLUG)[SpecialSlugName];

const SPECIAL_SLUGS: ReadonlySet<string> = new Set(Object.values(SPECIAL_SLUG));

export function isSpecialSlug(slug: unknown): slug is SpecialSlug {
  return typeof slug === 'string' && SPECIAL_SLUGS.has(slug);
}
