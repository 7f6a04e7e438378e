import type { BlogPostPageData } from '@/lib/content/blog-view';
import type { HelpArticlePageData } from '@/lib/content/help-view';
import { defaultListingQuery } from '@/lib/catalog/listing-query';
import type { EditorKind, EditorLanguage } from '@/lib/contracts/content/editor-schemas';
import { LANGUAGE_TO_LOCALE } from '@/lib/i18n/locales';
import { listProducts } from '@/server/catalog/listing/list-products';
import { getContentPreview } from '@/server/content/editor/get-content-preview';
import { contentDateLabel } from './content-dates';

export type ContentPreviewPage = { kind: 'posts'; page: BlogPostPageData } | { kind: 'articles'; page: HelpArticlePageData };

/**
 * GET /v1/admin/content/{kind}/{id}/preview: the props the public page template would receive
 * for the draft (products read live from the catalog, dates written in the language), so the
 * operator sees the page as it will look.
 */
export async function getContentPreviewPage(input: { kind: EditorKind; id: number; language: EditorLanguage }): Promise<ContentPreviewPage> {
  const locale = LANGUAGE_TO_LOCALE[input.language];
  const preview = await getContentPreview(input);
  if (preview.kind === 'articles') {
    return { kind: 'articles', page: { article: { ...preview.article, updatedLabel: contentDateLabel(preview.article.updatedAt, locale) } } };
  }
  const { related: _related, ...post } = preview.post;
  const listing = post.productCodes.length > 0 ? await listProducts({ locale, scope: { productCodes: post.productCodes }, query: defaultListingQuery() }) : null;
  const order = new Map(post.productCodes.map((code, index) => [code, index]));
  const products = (listing?.items ?? []).sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0));
  return {
    kind: 'posts',
    page: {
      post: { ...post, publishedLabel: contentDateLabel(post.publishedAt, locale), updatedLabel: contentDateLabel(post.updatedAt, locale) },
      related: [],
      products,
    },
  };
}
