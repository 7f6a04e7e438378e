import { readingMinutes } from '@/lib/content/reading-time';
import { renderMarkdown } from '@/lib/content/render-markdown';
import { faqEntries } from '@/lib/content/faq-entries';
import type { BlogPostDetail, HelpArticleDetail } from '@/lib/contracts/content/content-schemas';
import type { EditorKind, EditorLanguage } from '@/lib/contracts/content/editor-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { pickText } from '../localized-text';
import { findArticleIdsByKeys, listArticleSummaries } from '../repository-help';
import { getEditorItem } from './get-editor-item';
import { findPostPreviewTerms, findSectionTitle } from './repository-preview';

export type ContentPreview = { kind: 'posts'; post: BlogPostDetail } | { kind: 'articles'; article: HelpArticleDetail };

/**
 * What the public page would show once the draft is published, in one language: the same
 * renderer as the publication, the same shapes as the public pages read. Operators only.
 */
export async function getContentPreview(input: { kind: EditorKind; id: number; language: EditorLanguage; now?: Date }): Promise<ContentPreview> {
  const db = getDb();
  const now = input.now ?? new Date();
  const item = await getEditorItem({ kind: input.kind, id: input.id, now });
  const stamp = (item.publishedAt ?? item.publishAt ?? now.toISOString());
  if (item.post) {
    const text = item.post.translations[input.language];
    const rendered = renderMarkdown(text.markdown);
    const terms = await findPostPreviewTerms(db, item.post);
    if (!terms.author || !terms.category) throw new AppError('UNPROCESSABLE', 'Choose an author and a category to preview the post.');
    return {
      kind: 'posts',
      post: {
        slug: text.slug || 'preview',
        title: text.title,
        description: text.description,
        publishedAt: stamp,
        updatedAt: now.toISOString(),
        readingMinutes: readingMinutes(rendered.text),
        coverKey: item.post.coverKey ?? '',
        coverAlt: text.coverAlt,
        category: { slug: terms.category.slug, name: pickText(terms.category.name, input.language) },
        author: { slug: terms.author.slug, name: terms.author.name, role: pickText(terms.author.role, input.language), bio: pickText(terms.author.bio, input.language) },
        html: rendered.html,
        toc: rendered.headings.filter((heading) => heading.level === 2).map((heading) => ({ id: heading.id, text: heading.text })),
        tags: terms.tags.map((tag) => ({ slug: tag.slug, name: pickText(tag.name, input.language) })),
        productCodes: item.post.productCodes,
        related: [],
      },
    };
  }
  const article = item.article!;
  const text = article.translations[input.language];
  const rendered = renderMarkdown(text.markdown);
  const sectionTitle = await findSectionTitle(db, article.sectionSlug);
  const keyed = await findArticleIdsByKeys(db, article.related);
  const related = await listArticleSummaries(db, { language: input.language, now, articleIds: keyed.map((entry) => entry.id) });
  return {
    kind: 'articles',
    article: {
      id: input.id,
      sectionSlug: article.sectionSlug,
      slug: article.slug,
      title: text.title,
      summary: text.summary,
      sectionTitle: sectionTitle ? pickText(sectionTitle, input.language) : article.sectionSlug,
      html: rendered.html,
      faq: article.isFaq ? faqEntries(text.markdown) : [],
      related,
      updatedAt: now.toISOString(),
    },
  };
}
