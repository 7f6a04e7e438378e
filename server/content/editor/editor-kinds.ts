import type { EditorKind } from '@/lib/contracts/content/editor-schemas';
import type { ContentKind } from '@/server/db/schema/content/editor';
import type { EditAuthor } from './repository-editor';

/* The API's kinds ("posts", "articles") and the rows' ("post", "article"). */
export const KIND_OF: Readonly<Record<EditorKind, ContentKind>> = { posts: 'post', articles: 'article' };
export const EDITOR_KIND_OF: Readonly<Record<ContentKind, EditorKind>> = { post: 'posts', article: 'articles' };

export type { EditAuthor };

/** What applying a draft changed on the public side: the pages to re-render. */
export interface AppliedDraft {
  paths: string[];
  changed: string[];
}
