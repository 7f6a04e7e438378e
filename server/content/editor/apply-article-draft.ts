import type { Tx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import { articlePagePaths } from './content-page-paths';
import { articleDraftOfLive, changedFields, parseArticleDraft, renderArticleForPublication } from './editor-documents';
import type { AppliedDraft, EditAuthor } from './editor-kinds';
import { deleteDraft, findDraft, findLiveArticle, findSectionId, insertEdit } from './repository-editor';
import { forgetOldPath, isArticleSlugTaken, lockArticle, recordOldPath, writeLiveArticle } from './repository-publish';

/* An article's path is the same in every language: its history rows use the language "*". */
export const ARTICLE_PATH_LANGUAGE = '*';

/** Publishes an article's draft inside the caller's transaction (as applyPostDraft does for posts). */
export async function applyArticleDraft(tx: Tx, input: { articleId: number; when: Date; by: EditAuthor | null; action: string }): Promise<AppliedDraft> {
  const locked = await lockArticle(tx, input.articleId);
  if (!locked) throw new AppError('NOT_FOUND', 'There is no such article.');
  const live = (await findLiveArticle(tx, input.articleId))!;
  const draftRow = await findDraft(tx, 'article', input.articleId);
  const liveDraft = live.translations.length > 0 ? articleDraftOfLive(live) : null;
  const draft = draftRow ? parseArticleDraft(draftRow.document) : liveDraft;
  if (!draft) throw new AppError('UNPROCESSABLE', 'This article has no text yet.');
  const translations = renderArticleForPublication(draft);
  const sectionId = await findSectionId(tx, draft.sectionSlug);
  if (sectionId === undefined) throw new AppError('UNPROCESSABLE', `There is no help section "${draft.sectionSlug}".`);
  if (await isArticleSlugTaken(tx, { articleId: input.articleId, sectionId, slug: draft.slug })) {
    throw new AppError('CONFLICT', `Another article of this section already uses the slug "${draft.slug}".`, { issues: [{ path: 'slug', message: 'This slug is taken in the section.' }] });
  }
  await writeLiveArticle(tx, {
    articleId: input.articleId,
    sectionId,
    slug: draft.slug,
    position: draft.position,
    isFaq: draft.isFaq,
    related: draft.related,
    publishedAt: locked.publishedAt ?? input.when,
    translations,
  });
  const oldKey = `${live.sectionSlug}/${live.slug}`;
  const newKey = `${draft.sectionSlug}/${draft.slug}`;
  await forgetOldPath(tx, { kind: 'article', language: ARTICLE_PATH_LANGUAGE, oldPath: newKey });
  if (liveDraft && oldKey !== newKey) await recordOldPath(tx, { kind: 'article', entityId: input.articleId, language: ARTICLE_PATH_LANGUAGE, oldPath: oldKey });
  await deleteDraft(tx, 'article', input.articleId);
  const changed = changedFields(liveDraft, draft);
  await insertEdit(tx, { kind: 'article', entityId: input.articleId, by: input.by, action: input.action, changed });
  return { changed, paths: articlePagePaths({ keys: [newKey, oldKey] }) };
}
