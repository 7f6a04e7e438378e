import type { CrawlerRequest, CrawlerResponse } from '@/server/pages/seo/plain-text-reply';

export interface RecordedResponse extends CrawlerResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Records what a crawler handler answers, in place of Next's response object. */
export function fakeResponse(): RecordedResponse {
  const recorded: RecordedResponse = {
    statusCode: 200,
    headers: {},
    body: '',
    status(code) {
      recorded.statusCode = code;
    },
    setHeader(name, value) {
      recorded.headers[name.toLowerCase()] = value;
    },
    send(body) {
      recorded.body = body;
    },
  };
  return recorded;
}

export function fakeRequest(method: string, query: CrawlerRequest['query'] = {}): CrawlerRequest {
  return { method, query };
}
