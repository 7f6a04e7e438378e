import useSWR from 'swr';
import type { ContentList, ContentListQuery, EditorItem, EditorKind, EditorLanguage, EditorOptions } from '@/lib/contracts/content/editor-schemas';
import type { ContentPreviewPage } from '@/services/admin-content-service';

const service = () => import('@/services/admin-content-service');

export function useContentItems(query: ContentListQuery) {
  return useSWR<ContentList>(['deskhaus:admin-content', query.kind ?? '', query.state ?? '', query.language ?? '', query.q ?? ''], () => service().then((api) => api.fetchContentItems(query)), {
    keepPreviousData: true,
  });
}

export function useEditorOptions(language: EditorLanguage) {
  return useSWR<EditorOptions>(['deskhaus:admin-content-options', language], () => service().then((api) => api.fetchEditorOptions(language)), { revalidateOnFocus: false });
}

/** Null id: a new item, nothing to load. */
export function useEditorItem(kind: EditorKind | null, id: number | null) {
  return useSWR<EditorItem>(kind && id ? ['deskhaus:admin-content-item', kind, id] : null, () => service().then((api) => api.fetchEditorItem(kind!, id!)), { revalidateOnFocus: false });
}

export function useContentPreview(kind: EditorKind | null, id: number | null, language: EditorLanguage) {
  return useSWR<ContentPreviewPage>(kind && id ? ['deskhaus:admin-content-preview', kind, id, language] : null, () => service().then((api) => api.fetchContentPreview(kind!, id!, language)), {
    revalidateOnFocus: false,
  });
}
