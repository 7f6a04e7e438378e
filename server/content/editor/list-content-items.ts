import { blogPostPath } from '@/lib/content/blog-view';
import { helpArticlePath } from '@/lib/content/help-view';
import { EDITOR_LANGUAGES, type ContentList, type ContentListItem, type ContentListQuery, type EditorLanguage } from '@/lib/contracts/content/editor-schemas';
import { getDb } from '@/server/db/client';
import { contentStateOf } from './get-editor-item';
import { listArticlesForEditor, listPostsForEditor, type ListedRow } from './repository-editor';

function draftTitles(draft: Record<string, unknown> | null): Partial<Record<EditorLanguage, string>> {
  const translations = (draft?.translations ?? {}) as Record<string, { title?: unknown } | undefined>;
  const titles: Partial<Record<EditorLanguage, string>> = {};
  for (const language of EDITOR_LANGUAGES) {
    const title = translations[language]?.title;
    if (typeof title === 'string' && title.trim() !== '') titles[language] = title;
  }
  return titles;
}

function toItem(kind: 'posts' | 'articles', row: ListedRow, language: EditorLanguage, now: Date): ContentListItem {
  const titles = { ...row.titles, ...draftTitles(row.draft) } as Partial<Record<EditorLanguage, string>>;
  const state = contentStateOf({ publishedAt: row.publishedAt, publishAt: row.publishAt, now });
  const slug = row.slugs[language] ?? row.slugs.en;
  const path = state !== 'published' ? null : kind === 'posts' ? (slug ? blogPostPath(slug) : null) : helpArticlePath(row.sectionSlug ?? '', row.slug ?? '');
  return {
    kind,
    id: row.id,
    title: titles[language] ?? titles.en ?? '',
    path,
    state,
    hasDraft: row.draft !== null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    languages: EDITOR_LANGUAGES.filter((code) => titles[code] !== undefined),
  };
}

/** GET /v1/admin/content/items: posts and articles, newest change first, with search and filters. */
export async function listContentItems(query: ContentListQuery, now: Date = new Date()): Promise<ContentList> {
  const db = getDb();
  const language = query.language ?? 'en';
  const [posts, articles] = await Promise.all([query.kind === 'articles' ? [] : listPostsForEditor(db), query.kind === 'posts' ? [] : listArticlesForEditor(db)]);
  const words = (query.q ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const items = [...posts.map((row) => toItem('posts', row, language, now)), ...articles.map((row) => toItem('articles', row, language, now))]
    .filter((item) => !query.state || item.state === query.state)
    .filter((item) => !query.language || item.languages.includes(query.language))
    .filter((item) => words.every((word) => item.title.toLocaleLowerCase().includes(word)))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { items };
}
