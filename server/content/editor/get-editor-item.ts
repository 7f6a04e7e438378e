import { blogPostPath } from '@/lib/content/blog-view';
import { helpArticlePath } from '@/lib/content/help-view';
import type { ContentState, EditorItem, EditorKind } from '@/lib/contracts/content/editor-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { articleDraftOfLive, parseArticleDraft, parsePostDraft, postDraftOfLive } from './editor-documents';
import { KIND_OF } from './editor-kinds';
import { findDraft, findLiveArticle, findLivePost, listEdits } from './repository-editor';

export function contentStateOf(input: { publishedAt: Date | null; publishAt: Date | null; now: Date }): ContentState {
  if (input.publishedAt && input.publishedAt.getTime() <= input.now.getTime()) return 'published';
  if (input.publishAt || input.publishedAt) return 'scheduled';
  return 'draft';
}

/** GET /v1/admin/content/{kind}/{id}: what the editor shows (the draft if there is one, else the live text) and its history. */
export async function getEditorItem(input: { kind: EditorKind; id: number; now?: Date }): Promise<EditorItem> {
  const db = getDb();
  const now = input.now ?? new Date();
  const kind = KIND_OF[input.kind];
  const [draft, edits] = await Promise.all([findDraft(db, kind, input.id), listEdits(db, kind, input.id)]);
  const history = edits.map((edit) => ({
    action: edit.action,
    changed: edit.details.changed,
    at: edit.createdAt.toISOString(),
    scheduledFor: edit.details.at ?? null,
    by: edit.email,
  }));
  const base = { kind: input.kind, id: input.id, hasDraft: draft !== undefined, publishAt: draft?.publishAt?.toISOString() ?? null, history };
  if (kind === 'post') {
    const live = await findLivePost(db, input.id);
    if (!live) throw new AppError('NOT_FOUND', 'There is no such post.');
    const isLive = live.publishedAt !== null && live.publishedAt <= now;
    return {
      ...base,
      state: contentStateOf({ publishedAt: live.publishedAt, publishAt: draft?.publishAt ?? null, now }),
      publishedAt: live.publishedAt?.toISOString() ?? null,
      livePaths: isLive ? Object.fromEntries(live.translations.map((row) => [row.language, blogPostPath(row.slug)])) : {},
      post: draft ? parsePostDraft(draft.document) : postDraftOfLive(live),
      article: null,
    };
  }
  const live = await findLiveArticle(db, input.id);
  if (!live) throw new AppError('NOT_FOUND', 'There is no such article.');
  const isLive = live.publishedAt !== null && live.publishedAt <= now;
  return {
    ...base,
    state: contentStateOf({ publishedAt: live.publishedAt, publishAt: draft?.publishAt ?? null, now }),
    publishedAt: live.publishedAt?.toISOString() ?? null,
    livePaths: isLive ? Object.fromEntries(live.translations.map((row) => [row.language, helpArticlePath(live.sectionSlug, live.slug)])) : {},
    post: null,
    article: draft ? parseArticleDraft(draft.document) : articleDraftOfLive(live),
  };
}
