import { STORE_SLUG_MESSAGES, storeSlugProblem } from '@/lib/brands/store-slug-rules';
import type { z } from 'zod';
import type { slugAvailabilitySchema } from '@/lib/contracts/brands/profile-schemas';
import { isVendorSlugFree } from '@/server/catalog/vendors/vendor-slug-check';
import { getDb } from '@/server/db/client';

type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

const TAKEN = 'This address is taken. Try another one, for example with your city or what you make.';

/**
 * GET /v1/brands/slug-availability: any signed-in person may ask (a brand about to create its
 * store has no vendor yet). It says taken, never by whom; an address a store left counts as taken.
 */
export async function checkSlugAvailability(slug: string): Promise<SlugAvailability> {
  const problem = storeSlugProblem(slug);
  if (problem) return { slug, available: false, reason: problem, message: STORE_SLUG_MESSAGES[problem] };
  const free = await isVendorSlugFree(getDb(), slug);
  return free ? { slug, available: true, reason: null, message: null } : { slug, available: false, reason: 'taken', message: TAKEN };
}
