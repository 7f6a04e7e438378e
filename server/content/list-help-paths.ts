import { getDb } from '@/server/db/client';
import { listArticlePaths, listSections } from './repository-help';

/** Published articles' paths (pre-rendered pages, sitemap). */
export async function listHelpArticlePaths(now: Date = new Date()): Promise<{ sectionSlug: string; slug: string; updatedAt: Date }[]> {
  return listArticlePaths(getDb(), now);
}

export async function listHelpSectionSlugs(): Promise<string[]> {
  return (await listSections(getDb())).map((section) => section.slug);
}
