import type { EditorLanguage, EditorOptions } from '@/lib/contracts/content/editor-schemas';
import { getDb } from '@/server/db/client';
import type { ContentText } from '@/server/db/schema/content/blog';
import { pickText } from '../localized-text';
import { listEditorOptions } from './repository-editor';

/** GET /v1/admin/content/options: the authors, categories, tags and sections the forms offer. */
export async function getEditorOptions(language: EditorLanguage = 'en'): Promise<EditorOptions> {
  const options = await listEditorOptions(getDb());
  const named = (rows: { slug: string; name: ContentText | string }[]) =>
    rows.map((row) => ({ slug: row.slug, name: typeof row.name === 'string' ? row.name : pickText(row.name, language) }));
  return { authors: named(options.authors), categories: named(options.categories), tags: named(options.tags), sections: named(options.sections) };
}
