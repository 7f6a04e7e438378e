import { BLOG_PAGE_SIZE } from '@/server/content/list-blog-posts';
import type { Tx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import { postPagePaths } from './content-page-paths';
import { changedFields, parsePostDraft, postDraftOfLive, renderPostForPublication } from './editor-documents';
import type { AppliedDraft, EditAuthor } from './editor-kinds';
import { countPublishedPosts, deleteDraft, findDraft, findIdsBySlugs, findLivePost, insertEdit } from './repository-editor';
import { forgetOldPath, isPostSlugTaken, lockPost, recordOldPath, writeLivePost } from './repository-publish';

/**
 * Publishes a post's draft (or republishes its live text) inside the caller's transaction: the
 * live rows, their search documents, the old slugs' redirects, the edit row. The publication date
 * stays the first one; a post never published (or withdrawn) takes `when`.
 */
export async function applyPostDraft(tx: Tx, input: { postId: number; when: Date; by: EditAuthor | null; action: string }): Promise<AppliedDraft> {
  const locked = await lockPost(tx, input.postId);
  if (!locked) throw new AppError('NOT_FOUND', 'There is no such post.');
  const live = (await findLivePost(tx, input.postId))!;
  const draftRow = await findDraft(tx, 'post', input.postId);
  const liveDraft = live.translations.length > 0 ? postDraftOfLive(live) : null;
  const draft = draftRow ? parsePostDraft(draftRow.document) : liveDraft;
  if (!draft) throw new AppError('UNPROCESSABLE', 'This post has no text yet.');
  const rendered = renderPostForPublication(draft);
  const ids = await findIdsBySlugs(tx, draft);
  if (ids.authorId === undefined) throw new AppError('UNPROCESSABLE', `There is no author "${draft.authorSlug}".`);
  if (ids.categoryId === undefined) throw new AppError('UNPROCESSABLE', `There is no blog category "${draft.categorySlug}".`);
  const unknownTags = draft.tagSlugs.filter((slug) => !ids.tags.some((tag) => tag.slug === slug));
  if (unknownTags.length > 0) throw new AppError('UNPROCESSABLE', `Unknown tags: ${unknownTags.join(', ')}.`);
  for (const translation of rendered.translations) {
    if (await isPostSlugTaken(tx, { postId: input.postId, language: translation.language, slug: translation.slug })) {
      throw new AppError('CONFLICT', `Another post already uses the ${translation.language.toUpperCase()} slug "${translation.slug}".`, {
        issues: [{ path: `translations.${translation.language}.slug`, message: 'This slug is taken by another post.' }],
      });
    }
  }
  const publishedAt = locked.publishedAt ?? input.when;
  await writeLivePost(tx, {
    postId: input.postId,
    authorId: ids.authorId,
    categoryId: ids.categoryId,
    tagIds: ids.tags.map((tag) => tag.id),
    productCodes: draft.productCodes,
    coverKey: rendered.coverKey,
    featured: draft.featured,
    publishedAt,
    translations: rendered.translations,
  });
  const slugs: Record<string, string[]> = {};
  for (const translation of rendered.translations) {
    const old = live.translations.find((row) => row.language === translation.language)?.slug;
    slugs[translation.language] = [translation.slug];
    await forgetOldPath(tx, { kind: 'post', language: translation.language, oldPath: translation.slug });
    // An old slug redirects only while the post is live; a withdrawn post's old URLs answer 404 like its page.
    if (old && old !== translation.slug) {
      await recordOldPath(tx, { kind: 'post', entityId: input.postId, language: translation.language, oldPath: old });
      slugs[translation.language]!.push(old);
    }
  }
  await deleteDraft(tx, 'post', input.postId);
  const changed = changedFields(liveDraft, draft);
  await insertEdit(tx, { kind: 'post', entityId: input.postId, by: input.by, action: input.action, changed });
  const published = await countPublishedPosts(tx, input.when);
  return {
    changed,
    paths: postPagePaths({
      slugs,
      categorySlugs: [draft.categorySlug, live.categorySlug],
      tagSlugs: [...draft.tagSlugs, ...live.tagSlugs],
      listPageCount: Math.ceil(published / BLOG_PAGE_SIZE) + 1,
    }),
  };
}
