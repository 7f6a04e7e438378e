import type { RevalidationReport } from '@/lib/contracts/catalog/revalidation-schemas';
import type { EditorItem, EditorKind } from '@/lib/contracts/content/editor-schemas';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { applyArticleDraft } from './apply-article-draft';
import { applyPostDraft } from './apply-post-draft';
import { articleDraftOfLive, parseArticleDraft, parsePostDraft, postDraftOfLive, renderArticleForPublication, renderPostForPublication } from './editor-documents';
import { KIND_OF, type EditAuthor } from './editor-kinds';
import { getEditorItem } from './get-editor-item';
import { findDraft, findLiveArticle, findLivePost, insertEdit, upsertDraft } from './repository-editor';
import { revalidateContentPages } from './revalidate-content-pages';

export interface PublishInput {
  kind: EditorKind;
  id: number;
  /** Leave out (or give a past time) to publish now; a future time schedules the draft. */
  at?: Date;
  by: EditAuthor;
  now?: Date;
  revalidate?: PathRevalidator;
}

/**
 * POST /v1/admin/content/{kind}/{id}/publication. Now: the draft becomes the live rows, the
 * cached pages showing it are re-rendered at once and search reads the new text. Later: the
 * draft waits with its time and the content scheduler publishes it then (no request needed).
 */
export async function publishContentItem(input: PublishInput): Promise<EditorItem & { revalidation: RevalidationReport }> {
  const now = input.now ?? new Date();
  const kind = KIND_OF[input.kind];
  if (input.at && input.at.getTime() > now.getTime()) {
    await scheduleDraft({ ...input, at: input.at });
    return { ...(await getEditorItem({ kind: input.kind, id: input.id })), revalidation: { revalidated: [], failed: [] } };
  }
  const applied = await getDb().transaction((tx) =>
    kind === 'post'
      ? applyPostDraft(tx, { postId: input.id, when: now, by: input.by, action: 'published' })
      : applyArticleDraft(tx, { articleId: input.id, when: now, by: input.by, action: 'published' }),
  );
  // After the commit: a page re-rendered now reads the new rows.
  const revalidation = await revalidateContentPages(applied.paths, input.revalidate);
  return { ...(await getEditorItem({ kind: input.kind, id: input.id })), revalidation };
}

/* Checked as a publication would be (so a schedule never fails later for a missing title), then kept with its time. */
async function scheduleDraft(input: PublishInput & { at: Date }): Promise<void> {
  const kind = KIND_OF[input.kind];
  await getDb().transaction(async (tx) => {
    const draftRow = await findDraft(tx, kind, input.id, { lock: true });
    let document: Record<string, unknown>;
    if (kind === 'post') {
      const live = await findLivePost(tx, input.id);
      if (!live) throw new AppError('NOT_FOUND', 'There is no such post.');
      const draft = draftRow ? parsePostDraft(draftRow.document) : postDraftOfLive(live);
      renderPostForPublication(draft);
      document = draft;
    } else {
      const live = await findLiveArticle(tx, input.id);
      if (!live) throw new AppError('NOT_FOUND', 'There is no such article.');
      const draft = draftRow ? parseArticleDraft(draftRow.document) : articleDraftOfLive(live);
      renderArticleForPublication(draft);
      document = draft;
    }
    await upsertDraft(tx, { kind, entityId: input.id, document, publishAt: input.at, operatorId: input.by.operatorId });
    await insertEdit(tx, { kind, entityId: input.id, by: input.by, action: 'scheduled', changed: [], at: input.at });
  });
}
