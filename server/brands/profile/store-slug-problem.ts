import { STORE_SLUG_MESSAGES, storeSlugProblem } from '@/lib/brands/store-slug-rules';
import { AppError } from '@/server/http/app-error';

/** 422 with the rule the address breaks (its form; uniqueness is catalog's check). */
export function assertStoreSlugForm(slug: string): void {
  const problem = storeSlugProblem(slug);
  if (problem) throw new AppError('UNPROCESSABLE', STORE_SLUG_MESSAGES[problem], { issues: [{ path: 'body.slug', message: STORE_SLUG_MESSAGES[problem] }] });
}
