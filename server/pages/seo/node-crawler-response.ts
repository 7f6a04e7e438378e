import type { ServerResponse } from 'node:http';
import type { CrawlerResponse } from './plain-text-reply';

/** Lets the crawler handlers answer from a page's getServerSideProps, which gets Node's bare response. */
export function nodeCrawlerResponse(res: ServerResponse): CrawlerResponse {
  return {
    status: (code) => {
      res.statusCode = code;
    },
    setHeader: (name, value) => res.setHeader(name, value),
    send: (body) => res.end(body),
  };
}
