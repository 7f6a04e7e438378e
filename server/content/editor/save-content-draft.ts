import { randomBytes } from 'node:crypto';
import type { ArticleDraft, EditorItem, EditorKind, PostDraft, SaveDraftBody } from '@/lib/contracts/content/editor-schemas';
import type { Tx } from '@/server/db/db-or-tx';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { articleDraftOfLive, changedFields, parseArticleDraft, parsePostDraft, postDraftOfLive } from './editor-documents';
import { KIND_OF, type EditAuthor } from './editor-kinds';
import { getEditorItem } from './get-editor-item';
import { findDraft, findIdsBySlugs, findLiveArticle, findLivePost, findSectionId, insertEdit, upsertDraft } from './repository-editor';
import { insertDraftArticle, insertDraftPost, isArticleSlugTaken } from './repository-publish';

function draftOf(kind: EditorKind, body: SaveDraftBody): PostDraft | ArticleDraft {
  const draft = kind === 'posts' ? body.post : body.article;
  if (!draft) throw new AppError('UNPROCESSABLE', kind === 'posts' ? 'Send the post as "post".' : 'Send the article as "article".', { issues: [{ path: kind === 'posts' ? 'body.post' : 'body.article', message: 'Required.' }] });
  return draft;
}

async function checkPostReferences(tx: Tx, draft: PostDraft) {
  const ids = await findIdsBySlugs(tx, draft);
  if (ids.authorId === undefined) throw new AppError('UNPROCESSABLE', `There is no author "${draft.authorSlug}".`, { issues: [{ path: 'body.post.authorSlug', message: 'Unknown author.' }] });
  if (ids.categoryId === undefined) throw new AppError('UNPROCESSABLE', `There is no blog category "${draft.categorySlug}".`, { issues: [{ path: 'body.post.categorySlug', message: 'Unknown category.' }] });
  const unknown = draft.tagSlugs.filter((slug) => !ids.tags.some((tag) => tag.slug === slug));
  if (unknown.length > 0) throw new AppError('UNPROCESSABLE', `Unknown tags: ${unknown.join(', ')}.`, { issues: [{ path: 'body.post.tagSlugs', message: 'Unknown tag.' }] });
  return { authorId: ids.authorId, categoryId: ids.categoryId };
}

async function sectionIdOf(tx: Tx, draft: ArticleDraft): Promise<number> {
  const sectionId = await findSectionId(tx, draft.sectionSlug);
  if (sectionId === undefined) throw new AppError('UNPROCESSABLE', `There is no help section "${draft.sectionSlug}".`, { issues: [{ path: 'body.article.sectionSlug', message: 'Unknown section.' }] });
  return sectionId;
}

/** POST /v1/admin/content/{kind}: a new post or article, as a draft (nothing shows on the site yet). */
export async function createContentItem(input: { kind: EditorKind; body: SaveDraftBody; by: EditAuthor }): Promise<{ kind: EditorKind; id: number }> {
  const draft = draftOf(input.kind, input.body);
  const kind = KIND_OF[input.kind];
  const id = await getDb().transaction(async (tx) => {
    let entityId: number;
    if (input.kind === 'posts') {
      const refs = await checkPostReferences(tx, draft as PostDraft);
      entityId = await insertDraftPost(tx, { key: `editor-${randomBytes(6).toString('hex')}`, ...refs });
    } else {
      const article = draft as ArticleDraft;
      const sectionId = await sectionIdOf(tx, article);
      if (await isArticleSlugTaken(tx, { articleId: 0, sectionId, slug: article.slug })) {
        throw new AppError('CONFLICT', `Another article of this section already uses the slug "${article.slug}".`, { issues: [{ path: 'body.article.slug', message: 'Taken.' }] });
      }
      entityId = await insertDraftArticle(tx, { sectionId, slug: article.slug, position: article.position });
    }
    await upsertDraft(tx, { kind, entityId, document: draft, publishAt: null, operatorId: input.by.operatorId });
    await insertEdit(tx, { kind, entityId, by: input.by, action: 'created', changed: changedFields(null, draft) });
    return entityId;
  });
  return { kind: input.kind, id };
}

/**
 * PUT /v1/admin/content/{kind}/{id}/draft: keeps the editor's text beside the live rows; the
 * site keeps showing the published version until the draft is published. A waiting schedule
 * stays and will publish this newer text.
 */
export async function saveContentDraft(input: { kind: EditorKind; id: number; body: SaveDraftBody; by: EditAuthor }): Promise<EditorItem> {
  const draft = draftOf(input.kind, input.body);
  const kind = KIND_OF[input.kind];
  await getDb().transaction(async (tx) => {
    const current = await findDraft(tx, kind, input.id, { lock: true });
    let before: PostDraft | ArticleDraft | null;
    if (input.kind === 'posts') {
      const live = await findLivePost(tx, input.id);
      if (!live) throw new AppError('NOT_FOUND', 'There is no such post.');
      await checkPostReferences(tx, draft as PostDraft);
      before = current ? parsePostDraft(current.document) : postDraftOfLive(live);
    } else {
      const live = await findLiveArticle(tx, input.id);
      if (!live) throw new AppError('NOT_FOUND', 'There is no such article.');
      await sectionIdOf(tx, draft as ArticleDraft);
      before = current ? parseArticleDraft(current.document) : articleDraftOfLive(live);
    }
    const changed = changedFields(before, draft);
    if (changed.length === 0 && current) return;
    await upsertDraft(tx, { kind, entityId: input.id, document: draft, publishAt: current?.publishAt ?? null, operatorId: input.by.operatorId });
    await insertEdit(tx, { kind, entityId: input.id, by: input.by, action: 'saved', changed });
  });
  return getEditorItem({ kind: input.kind, id: input.id });
}
