import { bannerLinkProblem, bannerWindowProblem, type BannerPlacement } from '@/lib/brands/banner-rules';
import type { Localized } from '@/lib/brands/brand-rules';
import { listCategories } from '@/server/catalog/listing/list-categories';
import { AppError } from '@/server/http/app-error';
import type { BannerFields } from './repository';

export interface BannerInput {
  placement: BannerPlacement;
  categorySlug: string | null;
  link: string;
  altText: Localized;
  startsAt: string;
  endsAt: string;
}

function refuse(path: string, message: string): AppError {
  return new AppError('UNPROCESSABLE', message, { issues: [{ path, message }] });
}

/**
 * The rules zod cannot check alone: a link inside the store, a window that ends after it starts
 * and is not over, and a category that exists (for the category placement only).
 */
export async function checkBannerInput(input: BannerInput, now: Date = new Date()): Promise<Omit<BannerFields, 'pictureKey'>> {
  const linkProblem = bannerLinkProblem(input.link);
  if (linkProblem) throw refuse('body.link', linkProblem);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const windowProblem = bannerWindowProblem(startsAt, endsAt, now);
  if (windowProblem) throw refuse('body.ends_at', windowProblem);
  let categorySlug: string | null = null;
  if (input.placement === 'category') {
    if (!input.categorySlug) throw refuse('body.category_slug', 'Choose the category page the banner shows on.');
    const categories = await listCategories({ locale: 'en-US' });
    if (!categories.some((category) => category.slug === input.categorySlug)) throw refuse('body.category_slug', 'There is no category with this address.');
    categorySlug = input.categorySlug;
  }
  return { placement: input.placement, categorySlug, link: input.link, altText: input.altText, startsAt, endsAt };
}
