import { getDb } from '@/server/db/client';
import type { ContentLanguage } from './content-languages';
import { listPostPaths, listTermSlugs } from './repository-blog';

/** Published posts' slugs per language (pre-rendered pages, sitemap), newest first. */
export async function listBlogPostPaths(now: Date = new Date()): Promise<{ language: ContentLanguage; slug: string; updatedAt: Date }[]> {
  return listPostPaths(getDb(), now);
}

export async function listBlogTermSlugs(): Promise<{ categories: string[]; tags: string[] }> {
  return listTermSlugs(getDb());
}
