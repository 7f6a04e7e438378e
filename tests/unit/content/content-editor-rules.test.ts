import { describe, expect, it } from 'vitest';
import { articlePagePaths, postPagePaths } from '@/server/content/editor/content-page-paths';
import { changedFields, renderArticleForPublication, renderPostForPublication } from '@/server/content/editor/editor-documents';
import { buildArticleDraft, buildPostDraft } from '@/tests/support/builders/content';

/* The editor's pure rules: which pages a publication re-renders, what the history calls a change, what may be published. */

describe('postPagePaths', () => {
  it('names the post under each language slug, old and new, the lists and the terms, in every locale', () => {
    const paths = postPagePaths({ slugs: { en: ['new-en', 'old-en'], fr: ['nouveau'], de: ['neu'] }, categorySlugs: ['ergonomics', 'ergonomics'], tagSlugs: ['posture'], listPageCount: 3 });
    expect(paths).toEqual(
      expect.arrayContaining(['/ourblog', '/ourblog/page/2', '/ourblog/page/3', '/ourblog/new-en', '/ourblog/old-en', '/en-GB/ourblog/new-en', '/fr-FR/ourblog/nouveau', '/de-DE/ourblog/neu', '/de-DE/ourblog/category/ergonomics', '/fr-FR/ourblog/tag/posture']),
    );
    expect(paths).not.toContain('/fr-FR/ourblog/new-en');
    expect(paths).not.toContain('/ourblog/page/1');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('articlePagePaths', () => {
  it('names the help home, the old and new sections and pages in every locale', () => {
    const paths = articlePagePaths({ keys: ['returns-and-refunds/a', 'shipping-and-delivery/b'] });
    expect(paths).toEqual(expect.arrayContaining(['/help-center', '/help-center/returns-and-refunds', '/help-center/shipping-and-delivery/b', '/de-DE/help-center/returns-and-refunds/a']));
    expect(paths).toHaveLength(5 * 5);
  });
});

describe('changedFields', () => {
  it('lists shared fields and per-language fields that differ', () => {
    const before = buildPostDraft({ word: 'oak' });
    const after = { ...before, tagSlugs: ['posture', 'standing-desk'], translations: { ...before.translations, fr: { ...before.translations.fr, title: 'Autre' } } };
    expect(changedFields(before, after)).toEqual(['tagSlugs', 'fr.title']);
    expect(changedFields(before, before)).toEqual([]);
  });
});

describe('what may be published', () => {
  it('needs a cover and every language of a post, and renders each with the public renderer', () => {
    const draft = buildPostDraft({ word: 'ash' });
    expect(() => renderPostForPublication(draft)).toThrow(/cover/);
    const rendered = renderPostForPublication({ ...draft, coverKey: 'up-0123456789abcdef0123456789abcdef' });
    expect(rendered.translations.map((text) => text.language)).toEqual(['en', 'fr', 'de']);
    expect(rendered.translations[0]!.html).toContain('<h2 id="start-small">');
    expect(rendered.translations[0]!.toc).toEqual([expect.objectContaining({ id: 'start-small' }), expect.objectContaining({ id: 'move' })]);
  });

  it('refuses an article with a missing language and escapes raw HTML', () => {
    const draft = buildArticleDraft();
    expect(() => renderArticleForPublication({ ...draft, translations: { ...draft.translations, de: { ...draft.translations.de, title: ' ' } } })).toThrow(/DE title/);
    const hostile = renderArticleForPublication({ ...draft, translations: { ...draft.translations, en: { ...draft.translations.en, markdown: '<script>alert(1)</script> [x](javascript:alert(1))' } } });
    expect(hostile[0]!.html).not.toMatch(/<script|href="javascript:/);
    expect(hostile[0]!.html).toContain("&lt;script&gt;");
  });
});

describe('uploaded covers', () => {
  it('are named under the API and sized by the image loader like drawn covers', async () => {
    const { coverPictureSrc } = await import('@/lib/content/cover-picture');
    const { default: loader } = await import('@/lib/images/product-image-loader');
    const key = 'up-0123456789abcdef0123456789abcdef';
    expect(coverPictureSrc(key)).toBe(`/api/v1/content/covers/${key}.webp`);
    expect(coverPictureSrc(key, 1280)).toBe(`/api/v1/content/covers/${key}-1280.webp`);
    expect(loader({ src: coverPictureSrc(key), width: 600 })).toBe(`/api/v1/content/covers/${key}-640.webp`);
    expect(loader({ src: coverPictureSrc('assembling-your-standing-desk'), width: 600 })).toBe('/generated/covers/assembling-your-standing-desk-640.webp');
  });
});
