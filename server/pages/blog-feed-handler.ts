import de from '@/locales/de/blog.json';
import en from '@/locales/en/blog.json';
import fr from '@/locales/fr/blog.json';
import { BLOG_ROOT, blogPostPath } from '@/lib/content/blog-view';
import { rssFeed } from '@/lib/content/rss-feed';
import { DEFAULT_LOCALE, isLocale, languageOfLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { listBlogPosts } from '@/server/content/list-blog-posts';
import { acceptOnlyReads, CRAWLER_DOCUMENT_CACHE_CONTROL, sendUnavailable, type CrawlerRequest, type CrawlerResponse } from './seo/plain-text-reply';

/** How many of the newest posts a feed carries. */
export const FEED_SIZE = 20;
const TEXTS = { en, fr, de } as const;

/**
 * GET /ourblog/rss.xml (English) and /{locale}/ourblog/rss.xml: one feed per language, its posts
 * linked at their canonical (unprefixed) URLs. Decision 0031.
 */
export async function blogFeedHandler(req: CrawlerRequest, res: CrawlerResponse, input: { locale: string | undefined; siteUrl: string }): Promise<void> {
  if (!acceptOnlyReads(req, res)) return;
  const locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  const language = languageOfLocale(locale);
  try {
    const page = await listBlogPosts({ locale, pageSize: FEED_SIZE });
    // The featured post leads the blog's list; a feed is newest first.
    const posts = [...page.posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const texts = TEXTS[language];
    const xml = rssFeed({
      title: texts.feedTitle,
      description: texts.meta.description,
      siteLink: `${input.siteUrl}${BLOG_ROOT}`,
      selfLink: `${input.siteUrl}${localizedPath(`${BLOG_ROOT}/rss.xml`, locale)}`,
      language,
      items: posts.map((post) => ({
        title: post.title,
        description: post.description,
        url: `${input.siteUrl}${blogPostPath(post.slug)}`,
        publishedAt: post.publishedAt,
        author: post.author.name,
        category: post.category.name,
      })),
    });
    res.status(200);
    res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
    res.setHeader('Cache-Control', CRAWLER_DOCUMENT_CACHE_CONTROL);
    res.send(xml);
  } catch (error) {
    sendUnavailable(res, 'rss.xml', error);
  }
}
