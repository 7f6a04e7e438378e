import { apiDelete, apiGet, apiPost, apiPut } from '@/services/api-client';
import type { BlogPostPageData } from '@/lib/content/blog-view';
import type { HelpArticlePageData } from '@/lib/content/help-view';
import type {
  ArticleDraft,
  ContentList,
  ContentListQuery,
  EditorItem,
  EditorKind,
  EditorLanguage,
  EditorOptions,
  PostDraft,
} from '@/lib/contracts/content/editor-schemas';

export type { ArticleDraft, ContentList, ContentListItem, ContentListQuery, EditorItem, EditorKind, EditorLanguage, EditorOptions, PostDraft } from '@/lib/contracts/content/editor-schemas';

export type ContentPreviewPage = { kind: 'posts'; page: BlogPostPageData } | { kind: 'articles'; page: HelpArticlePageData };

/* The operators' content editor (decision 0037): every call goes through withOperatorApi on the server. */

export function fetchContentItems(query: ContentListQuery): Promise<ContentList> {
  return apiGet<ContentList>('/v1/admin/content/items', {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.state ? { state: query.state } : {}),
    ...(query.language ? { language: query.language } : {}),
    ...(query.q ? { q: query.q } : {}),
  });
}

export function fetchEditorOptions(language: EditorLanguage): Promise<EditorOptions> {
  return apiGet<EditorOptions>('/v1/admin/content/options', { language });
}

export function fetchEditorItem(kind: EditorKind, id: number): Promise<EditorItem> {
  return apiGet<EditorItem>(`/v1/admin/content/${kind}/${id}`);
}

function draftBody(kind: EditorKind, draft: PostDraft | ArticleDraft) {
  return kind === 'posts' ? { post: draft } : { article: draft };
}

export function createContentItem(kind: EditorKind, draft: PostDraft | ArticleDraft): Promise<{ kind: EditorKind; id: number }> {
  return apiPost(`/v1/admin/content/${kind}`, draftBody(kind, draft));
}

export function saveContentDraft(kind: EditorKind, id: number, draft: PostDraft | ArticleDraft): Promise<EditorItem> {
  return apiPut<EditorItem>(`/v1/admin/content/${kind}/${id}/draft`, draftBody(kind, draft));
}

/** Now when `at` is left out; a future time schedules the draft. */
export function publishContentItem(kind: EditorKind, id: number, at?: string): Promise<EditorItem> {
  return apiPost<EditorItem>(`/v1/admin/content/${kind}/${id}/publication`, at ? { at } : {});
}

export function unpublishContentItem(kind: EditorKind, id: number): Promise<EditorItem> {
  return apiDelete<EditorItem>(`/v1/admin/content/${kind}/${id}/publication`);
}

export function fetchContentPreview(kind: EditorKind, id: number, language: EditorLanguage): Promise<ContentPreviewPage> {
  return apiGet<ContentPreviewPage>(`/v1/admin/content/${kind}/${id}/preview`, { language });
}

export function uploadContentCover(file: { contentType: 'image/jpeg' | 'image/png' | 'image/webp'; dataBase64: string }): Promise<{ coverKey: string }> {
  return apiPost<{ coverKey: string }>('/v1/admin/content/covers', file);
}
