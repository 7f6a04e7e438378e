import type { GetServerSideProps } from 'next';
import { siteUrl } from '@/lib/seo/site-url';
import { blogFeedHandler } from '@/server/pages/blog-feed-handler';
import { nodeCrawlerResponse } from '@/server/pages/seo/node-crawler-response';

/* /ourblog/rss.xml and /{locale}/ourblog/rss.xml: the blog's feed in the locale's language,
 * written as XML by the handler (like sitemap.xml), so nothing here is rendered. */
export const getServerSideProps: GetServerSideProps = async ({ req, res, query, locale }) => {
  await blogFeedHandler({ method: req.method, query }, nodeCrawlerResponse(res), { locale, siteUrl: siteUrl() });
  return { props: {} };
};

export default function BlogRssXml() {
  return null;
}
