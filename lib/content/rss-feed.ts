/*
 * The blog's RSS 2.0 feed of one language, written by hand: a few elements, every text escaped
 * for XML. Links point at the unprefixed canonical URLs of the posts.
 */
export interface FeedItem {
  title: string;
  description: string;
  url: string;
  publishedAt: string;
  author: string;
  category: string;
}

export interface FeedInput {
  title: string;
  description: string;
  siteLink: string;
  selfLink: string;
  language: string;
  items: readonly FeedItem[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function rssFeed(input: FeedInput): string {
  const items = input.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <description>${escapeXml(item.description)}</description>
      <category>${escapeXml(item.category)}</category>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>
    </item>`,
    )
    .join('\n');
  const newest = input.items[0]?.publishedAt;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(input.title)}</title>
    <link>${escapeXml(input.siteLink)}</link>
    <atom:link href="${escapeXml(input.selfLink)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(input.description)}</description>
    <language>${escapeXml(input.language)}</language>
${newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
}
