import { describe, expect, it } from 'vitest';
import { faqEntries } from '@/lib/content/faq-entries';
import { parseContentFile } from '@/lib/content/front-matter';
import { isSafeHref } from '@/lib/content/markdown-inline';
import { countWords, readingMinutes } from '@/lib/content/reading-time';
import { renderMarkdown, slugifyHeading } from '@/lib/content/render-markdown';

describe('renderMarkdown escapes everything it does not render', () => {
  it('never lets raw HTML through', () => {
    const { html } = renderMarkdown('<script>alert(1)</script>\n\nHello <img src=x onerror=alert(1)> & "quotes"');
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>Hello &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>');
  });

  it('renders links only to safe targets', () => {
    expect(renderMarkdown('[ok](/help-center/returns)').html).toBe('<p><a href="/help-center/returns">ok</a></p>');
    expect(renderMarkdown('[ext](https://example.com/a)').html).toContain('rel="noopener noreferrer"');
    expect(renderMarkdown('[bad](javascript:alert(1))').html).not.toContain('href');
    expect(renderMarkdown('[bad](//evil.example/x)').html).toBe('<p>bad</p>');
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('/a"onclick=x')).toBe(false);
    expect(renderMarkdown('[**x**"><b>](/a)').html).toBe('<p><a href="/a"><strong>x</strong>&quot;&gt;&lt;b&gt;</a></p>');
  });

  it('renders headings with unique ids, emphasis, lists, nested lists and tables', () => {
    const { html, headings, text } = renderMarkdown(
      '## Before you start\n\nSome **bold** and *italic*.\n\n## Before you start\n\n1. One\n2. Two:\n   - a\n   - b\n3. Three\n\n| Check | Why |\n|---|---|\n| Screws | Settle |\n',
    );
    expect(headings).toEqual([
      { level: 2, id: 'before-you-start', text: 'Before you start' },
      { level: 2, id: 'before-you-start-2', text: 'Before you start' },
    ]);
    expect(html).toContain('<p>Some <strong>bold</strong> and <em>italic</em>.</p>');
    expect(html).toContain('<ol>\n<li>One</li>\n<li>Two:\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n</li>\n<li>Three</li>\n</ol>');
    expect(html).toContain('<th scope="col">Check</th>');
    expect(html).toContain('<td>Screws</td>');
    expect(text).toContain('Screws Settle');
  });

  it('does not read a multiplication or a lone star as emphasis', () => {
    expect(renderMarkdown('2 * 3 * 4').html).toBe('<p>2 * 3 * 4</p>');
  });

  it('slugifies accented headings', () => {
    expect(slugifyHeading('Größe & Höhe: réglage')).toBe('grosse-hohe-reglage');
    expect(slugifyHeading('!!!')).toBe('section');
  });
});

describe('reading time and table of contents', () => {
  it('counts words of every script and rounds minutes up', () => {
    expect(countWords('Le bureau s’ajuste, l’écran aussi — 3 fois.')).toBe(7);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(221))).toBe(2);
  });

  it('lists the h2 headings as the table of contents', () => {
    const { headings } = renderMarkdown('## One\n\ntext\n\n### One a\n\n## Two');
    expect(headings.filter((heading) => heading.level === 2).map((heading) => heading.id)).toEqual(['one', 'two']);
  });
});

describe('front matter and FAQ lists', () => {
  it('reads the subset the content files use', () => {
    const { meta, body } = parseContentFile('---\ntitle: "A \\"quoted\\" title"\ntags: [a, b]\nfaq: true\nposition: 3\npublished_at: 2026-08-03\n---\n\nBody');
    expect(meta).toEqual({ title: 'A "quoted" title', tags: ['a', 'b'], faq: true, position: 3, published_at: '2026-08-03' });
    expect(body.trim()).toBe('Body');
    expect(() => parseContentFile('no front matter')).toThrow(/front matter/);
  });

  it('splits a list of questions into question and answer pairs', () => {
    const entries = faqEntries('Intro.\n\n## Can I pay later?\n\nYes, with **installments**.\n\n## Is it <safe>?\n\nYes.\n');
    expect(entries).toEqual([
      { question: 'Can I pay later?', answerHtml: '<p>Yes, with <strong>installments</strong>.</p>', answerText: 'Yes, with installments.' },
      { question: 'Is it <safe>?', answerHtml: '<p>Yes.</p>', answerText: 'Yes.' },
    ]);
  });
});
