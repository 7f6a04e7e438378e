import type { GetServerSideProps } from 'next';
import { siteUrl } from '@/lib/seo/site-url';
import { nodeCrawlerResponse } from '@/server/pages/seo/node-crawler-response';
import { createRobotsHandler } from '@/server/pages/seo/robots-handler';

/* /robots.txt: a page that writes plain text itself, so nothing here is ever rendered. */
const robots = createRobotsHandler({ siteUrl: siteUrl() });

export const getServerSideProps: GetServerSideProps = async ({ req, res, query }) => {
  robots({ method: req.method, query }, nodeCrawlerResponse(res));
  return { props: {} };
};

export default function RobotsTxt() {
  return null;
}
