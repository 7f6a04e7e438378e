import type { RevalidationReport } from '@/lib/contracts/catalog/revalidation-schemas';
import type { EditorItem, EditorKind } from '@/lib/contracts/content/editor-schemas';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { BLOG_PAGE_SIZE } from '../list-blog-posts';
import { articlePagePaths, postPagePaths } from './content-page-paths';
import { KIND_OF, type EditAuthor } from './editor-kinds';
import { getEditorItem } from './get-editor-item';
import { countPublishedPosts, findLiveArticle, findLivePost, insertEdit, setDraftPublishAt } from './repository-editor';
import { lockArticle, lockPost, setArticlePublishedAt, setPostPublishedAt } from './repository-publish';
import { revalidateContentPages } from './revalidate-content-pages';

/**
 * DELETE /v1/admin/content/{kind}/{id}/publication: the post or article leaves the site (its
 * pages answer 404, it leaves lists, search and the sitemap) and a waiting schedule is cancelled.
 * Its text stays, to be published again from the editor.
 */
export async function unpublishContentItem(input: { kind: EditorKind; id: number; by: EditAuthor; revalidate?: PathRevalidator }): Promise<EditorItem & { revalidation: RevalidationReport }> {
  const kind = KIND_OF[input.kind];
  const paths = await getDb().transaction(async (tx) => {
    if (kind === 'post') {
      const locked = await lockPost(tx, input.id);
      if (!locked) throw new AppError('NOT_FOUND', 'There is no such post.');
      const live = (await findLivePost(tx, input.id))!;
      const published = await countPublishedPosts(tx, new Date());
      await setPostPublishedAt(tx, input.id, null);
      await setDraftPublishAt(tx, kind, input.id, null);
      await insertEdit(tx, { kind, entityId: input.id, by: input.by, action: 'unpublished', changed: [] });
      const slugs = Object.fromEntries(live.translations.map((row) => [row.language, [row.slug]]));
      return postPagePaths({ slugs, categorySlugs: [live.categorySlug], tagSlugs: live.tagSlugs, listPageCount: Math.ceil(published / BLOG_PAGE_SIZE) });
    }
    const locked = await lockArticle(tx, input.id);
    if (!locked) throw new AppError('NOT_FOUND', 'There is no such article.');
    const live = (await findLiveArticle(tx, input.id))!;
    await setArticlePublishedAt(tx, input.id, null);
    await setDraftPublishAt(tx, kind, input.id, null);
    await insertEdit(tx, { kind, entityId: input.id, by: input.by, action: 'unpublished', changed: [] });
    return articlePagePaths({ keys: [`${live.sectionSlug}/${live.slug}`] });
  });
  const revalidation = await revalidateContentPages(paths, input.revalidate);
  return { ...(await getEditorItem({ kind: input.kind, id: input.id })), revalidation };
}
