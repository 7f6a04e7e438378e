import { describe, expect, it } from 'vitest';
import { rssFeed } from '@/lib/content/rss-feed';
import { faqPageJsonLd } from '@/lib/content/content-json-ld';
import { prefixQuery } from '@/server/content/search-help-articles';
import { blogShortFormDestination } from '@/server/pages/blog-short-form-redirect';

describe('help suggestions query', () => {
  it('keeps letters and digits of each word as a prefix, nothing else', () => {
    expect(prefixQuery('retu ref')).toBe('retu:* & ref:*');
    expect(prefixQuery("')(&|!:*")).toBe('');
    expect(prefixQuery('Rückgabe größe')).toBe('Rückgabe:* & größe:*');
  });
});

describe('blog short forms', () => {
  it('point at the long form in the same locale, the keyword encoded', () => {
    expect(blogShortFormDestination('category', 'ergonomics', 'en-US')).toBe('/ourblog/category/ergonomics');
    expect(blogShortFormDestination('tag', 'posture', 'fr-FR')).toBe('/fr-FR/ourblog/tag/posture');
    expect(blogShortFormDestination('search', 'desk height/ok?', undefined)).toBe('/ourblog/search/desk%20height%2Fok%3F');
  });
});

describe('feeds and structured data', () => {
  it('escapes every text of the RSS feed', () => {
    const xml = rssFeed({
      title: 'Blog & co',
      description: 'd',
      siteLink: 'https://shop.test/ourblog',
      selfLink: 'https://shop.test/ourblog/rss.xml',
      language: 'en',
      items: [{ title: '<b>Desks</b>', description: 'a "b"', url: 'https://shop.test/ourblog/x', publishedAt: '2026-08-03T08:00:00.000Z', author: 'A', category: 'C' }],
    });
    expect(xml).toContain('<title>Blog &amp; co</title>');
    expect(xml).toContain('<title>&lt;b&gt;Desks&lt;/b&gt;</title>');
    expect(xml).toContain('<pubDate>Mon, 03 Aug 2026 08:00:00 GMT</pubDate>');
  });

  it('builds FAQPage data from the questions', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answerHtml: '<p>A.</p>', answerText: 'A.' }])).toEqual({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });
});
