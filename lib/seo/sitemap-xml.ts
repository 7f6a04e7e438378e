import type { SitemapEntry } from './sitemap-entries';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface SitemapIndexPart {
  loc: string;
  lastModified?: Date;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function lastModifiedTag(date: Date | undefined): string {
  return date && !Number.isNaN(date.getTime()) ? `<lastmod>${date.toISOString()}</lastmod>` : '';
}

function urlElement(entry: SitemapEntry): string {
  const links = entry.alternates
    .map((link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hrefLang)}" href="${escapeXml(link.href)}"/>`)
    .join('');
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastModifiedTag(entry.lastModified)}${links}</url>`;
}

/** A <urlset> sitemap (sitemaps.org 0.9) with hreflang alternates in the xhtml namespace. */
export function renderUrlSet(entries: readonly SitemapEntry[]): string {
  const body = entries.map(urlElement).join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${body}\n</urlset>\n`;
}

/** A <sitemapindex> pointing at the parts of a sitemap too large for one file. */
export function renderSitemapIndex(parts: readonly SitemapIndexPart[]): string {
  const body = parts.map((part) => `<sitemap><loc>${escapeXml(part.loc)}</loc>${lastModifiedTag(part.lastModified)}</sitemap>`).join('\n');
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`;
}
