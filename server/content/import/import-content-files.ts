import type { DbOrTx } from '@/server/db/db-or-tx';
import { countContentRows, writeContentFiles } from '../repository-import';
import { readContentFiles } from './read-content-files';

export interface ImportedContent {
  posts: number;
  articles: number;
}

/**
 * Imports content/blog and content/help into the content tables, rendering the Markdown once
 * here. Refuses tables that already hold content: they belong to the editor from then on.
 */
export async function importContentFiles(tx: DbOrTx, contentDir?: string): Promise<ImportedContent> {
  const before = await countContentRows(tx);
  if (before.posts > 0 || before.articles > 0) return { posts: 0, articles: 0 };
  const files = readContentFiles(contentDir);
  await writeContentFiles(tx, files);
  return { posts: files.posts.length, articles: files.articles.length };
}
