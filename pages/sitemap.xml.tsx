import type { GetServerSideProps } from 'next';
import { siteUrl } from '@/lib/seo/site-url';
import { listSitemapEntries } from '@/server/pages/seo/list-sitemap-entries';
import { nodeCrawlerResponse } from '@/server/pages/seo/node-crawler-response';
import { createSitemapHandler } from '@/server/pages/seo/sitemap-handler';

/* /sitemap.xml[?part=N]: a page that writes XML itself (rewrites to API routes do not combine
 * with i18n routing in Next 16), so nothing here is ever rendered. */
const site = siteUrl();
const sitemap = createSitemapHandler({ listEntries: () => listSitemapEntries({ siteUrl: site }), siteUrl: site });

export const getServerSideProps: GetServerSideProps = async ({ req, res, query }) => {
  await sitemap({ method: req.method, query }, nodeCrawlerResponse(res));
  return { props: {} };
};

export default function SitemapXml() {
  return null;
}
