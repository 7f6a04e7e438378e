import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { blogAuthors, blogCategories, blogTags } from '@/server/db/schema/content/blog';
import { helpSections } from '@/server/db/schema/content/help';

/* The names a preview shows beside the draft's text: its author, category, tags or section. */

export async function findPostPreviewTerms(db: DbOrTx, input: { authorSlug: string; categorySlug: string; tagSlugs: readonly string[] }) {
  const [[author], [category], tags] = await Promise.all([
    db.select({ slug: blogAuthors.slug, name: blogAuthors.name, role: blogAuthors.role, bio: blogAuthors.bio }).from(blogAuthors).where(eq(blogAuthors.slug, input.authorSlug)),
    db.select({ slug: blogCategories.slug, name: blogCategories.name }).from(blogCategories).where(eq(blogCategories.slug, input.categorySlug)),
    input.tagSlugs.length > 0 ? db.select({ slug: blogTags.slug, name: blogTags.name }).from(blogTags).where(inArray(blogTags.slug, [...input.tagSlugs])) : Promise.resolve([]),
  ]);
  return { author, category, tags };
}

export async function findSectionTitle(db: DbOrTx, slug: string) {
  const [row] = await db.select({ title: helpSections.title }).from(helpSections).where(eq(helpSections.slug, slug));
  return row?.title;
}
