/*
 * Crawlers, link previews, monitors and scripted clients announce themselves in their user agent.
 * Their events are stored flagged and left out of every rollup. Headless browsers are not on the
 * list: a real shopper's browser can run headless (and so do the store's own end-to-end tests).
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|phantomjs|scrapy/i;

/** True for a user agent that is a robot's, or for none at all. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || !userAgent.trim()) return true;
  return BOT_USER_AGENT.test(userAgent);
}
