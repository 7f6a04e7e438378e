import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorItem } from '@/lib/contracts/content/editor-schemas';
import { getBlogPost } from '@/server/content/get-blog-post';
import { getHelpArticle } from '@/server/content/get-help-article';
import { listBlogPosts } from '@/server/content/list-blog-posts';
import { searchBlogPosts } from '@/server/content/search-blog-posts';
import { searchHelpArticles } from '@/server/content/search-help-articles';
import { findArticleRedirect, findPostRedirect } from '@/server/content/editor/find-content-redirect';
import { getEditorItem } from '@/server/content/editor/get-editor-item';
import { publishContentItem } from '@/server/content/editor/publish-content-item';
import { publishDueContent } from '@/server/content/editor/publish-due-content';
import { createContentItem, saveContentDraft } from '@/server/content/editor/save-content-draft';
import { unpublishContentItem } from '@/server/content/editor/unpublish-content-item';
import { getBlogPostStaticProps, getBlogIndexStaticProps } from '@/server/pages/blog-page-props';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildOperator } from '@/tests/support/builders/brands';
import { buildArticleDraft, buildCoverPng, buildPostDraft } from '@/tests/support/builders/content';
import { startEditorApi, type EditorApi } from './support';

/* Issue 18 items 5 and 6: publishing, scheduling, revalidation, search in three languages, slug redirects, history. */

let api: EditorApi;
let by: { operatorId: number; email: string };
let headers: Record<string, string>;
let coverKey: string;

beforeAll(async () => {
  api = await startEditorApi();
  const operator = await buildOperator(api.db);
  by = { operatorId: operator.customer.id, email: operator.customer.email };
  headers = operator.headers;
  const upload = await api.call('POST', '/v1/admin/content/covers', { headers, body: { contentType: 'image/png', dataBase64: (await buildCoverPng()).toString('base64') } });
  coverKey = (expectSuccessData(upload, 201) as { coverKey: string }).coverKey;
});
afterAll(() => api.close());

const spy = () => {
  const paths: string[] = [];
  return { paths, revalidate: async (path: string) => void paths.push(path) };
};

describe('publishing a post', () => {
  it('keeps a new post off the site until published, refuses it without a cover, then shows it in every language, list and search', async () => {
    const draft = buildPostDraft({ word: 'larchwood' });
    const { id } = await createContentItem({ kind: 'posts', body: { post: draft }, by });
    expect(await getBlogPost({ locale: 'en-US', slug: draft.translations.en.slug })).toBeNull();
    expect((await searchBlogPosts({ locale: 'en-US', words: 'larchwood' })).total).toBe(0);

    await expect(publishContentItem({ kind: 'posts', id, by, revalidate: spy().revalidate })).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringContaining('cover') });

    await saveContentDraft({ kind: 'posts', id, body: { post: { ...draft, coverKey } }, by });
    const rendered = spy();
    const result = await publishContentItem({ kind: 'posts', id, by, revalidate: rendered.revalidate });
    expect(result.state).toBe('published');
    expect(result.revalidation.failed).toEqual([]);
    // The post, the lists, its category and tags, in every locale, re-rendered at once.
    expect(rendered.paths).toEqual(
      expect.arrayContaining([
        `/ourblog/${draft.translations.en.slug}`,
        `/fr-FR/ourblog/${draft.translations.fr.slug}`,
        `/de-DE/ourblog/${draft.translations.de.slug}`,
        `/en-GB/ourblog/${draft.translations.en.slug}`,
        '/ourblog',
        '/fr-FR/ourblog',
        '/ourblog/category/ergonomics',
        '/de-DE/ourblog/tag/posture',
      ]),
    );

    expect((await getBlogPost({ locale: 'fr-FR', slug: draft.translations.fr.slug }))?.title).toBe(draft.translations.fr.title);
    expect((await getBlogPost({ locale: 'de-DE', slug: draft.translations.de.slug }))?.coverKey).toBe(coverKey);
    const index = await listBlogPosts({ locale: 'en-US', pageSize: 100 });
    expect(index.posts.map((post) => post.slug)).toContain(draft.translations.en.slug);
    // Search, in the post's language only: the English slug's word is searched in each language's own index.
    expect((await searchBlogPosts({ locale: 'en-US', words: 'larchwood habits' })).posts[0]?.slug).toBe(draft.translations.en.slug);
    expect((await searchBlogPosts({ locale: 'fr-FR', words: 'larchwood habitudes' })).posts[0]?.slug).toBe(draft.translations.fr.slug);
    expect((await searchBlogPosts({ locale: 'de-DE', words: 'larchwood Gewohnheiten' })).posts[0]?.slug).toBe(draft.translations.de.slug);
    expect((await searchBlogPosts({ locale: 'fr-FR', words: 'habits' })).posts.map((post) => post.slug)).not.toContain(draft.translations.fr.slug);
  });

  it('keeps showing the published version while a draft is edited, and the draft once it is published', async () => {
    const draft = buildPostDraft({ word: 'alderwood', coverKey });
    const { id } = await createContentItem({ kind: 'posts', body: { post: draft }, by });
    await publishContentItem({ kind: 'posts', id, by, revalidate: spy().revalidate });
    const edited = { ...draft, translations: { ...draft.translations, fr: { ...draft.translations.fr, title: 'Un titre tout neuf' } } };
    const saved = await saveContentDraft({ kind: 'posts', id, body: { post: edited }, by });
    expect(saved.hasDraft).toBe(true);
    expect(saved.state).toBe('published');
    expect((await getBlogPost({ locale: 'fr-FR', slug: draft.translations.fr.slug }))?.title).toBe(draft.translations.fr.title);
    await publishContentItem({ kind: 'posts', id, by, revalidate: spy().revalidate });
    expect((await getBlogPost({ locale: 'fr-FR', slug: draft.translations.fr.slug }))?.title).toBe('Un titre tout neuf');
    expect((await searchBlogPosts({ locale: 'fr-FR', words: 'tout neuf' })).posts.map((post) => post.slug)).toContain(draft.translations.fr.slug);
  });

  it('refuses a slug another post uses (409) and an incomplete language (422)', async () => {
    const incomplete = buildPostDraft({ coverKey });
    incomplete.translations.de.markdown = '';
    const { id } = await createContentItem({ kind: 'posts', body: { post: incomplete }, by });
    await expect(publishContentItem({ kind: 'posts', id, by })).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringContaining('DE text') });
    const taken = buildPostDraft({ coverKey });
    taken.translations.en.slug = 'assembling-your-standing-desk';
    await saveContentDraft({ kind: 'posts', id, body: { post: taken }, by });
    await expect(publishContentItem({ kind: 'posts', id, by })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('slugs, withdrawal and history', () => {
  it('redirects an old slug permanently to the new one, and forgets it once the post is withdrawn', async () => {
    const draft = buildPostDraft({ word: 'cedarwood', coverKey });
    const { id } = await createContentItem({ kind: 'posts', body: { post: draft }, by });
    await publishContentItem({ kind: 'posts', id, by, revalidate: spy().revalidate });
    const renamed = { ...draft, translations: { ...draft.translations, fr: { ...draft.translations.fr, slug: 'bureau-cedre-nouveau' } } };
    await saveContentDraft({ kind: 'posts', id, body: { post: renamed }, by });
    const rendered = spy();
    await publishContentItem({ kind: 'posts', id, by, revalidate: rendered.revalidate });
    // The old page is re-rendered too: it becomes the redirect.
    expect(rendered.paths).toEqual(expect.arrayContaining(['/fr-FR/ourblog/bureau-cedre-nouveau', `/fr-FR/ourblog/${draft.translations.fr.slug}`]));
    expect(await findPostRedirect({ locale: 'fr-FR', slug: draft.translations.fr.slug })).toBe('/ourblog/bureau-cedre-nouveau');
    const props = await getBlogPostStaticProps({ locale: 'fr-FR', params: { blogSlug: draft.translations.fr.slug } } as never);
    expect(props).toMatchObject({ redirect: { destination: '/fr-FR/ourblog/bureau-cedre-nouveau', permanent: true } });
    // English kept its slug: no redirect there.
    expect(await findPostRedirect({ locale: 'en-US', slug: draft.translations.en.slug })).toBeNull();

    const withdrawn = spy();
    const after = await unpublishContentItem({ kind: 'posts', id, by, revalidate: withdrawn.revalidate });
    expect(after.state).toBe('draft');
    expect(withdrawn.paths).toEqual(expect.arrayContaining(['/fr-FR/ourblog/bureau-cedre-nouveau', '/ourblog']));
    expect(await getBlogPost({ locale: 'fr-FR', slug: 'bureau-cedre-nouveau' })).toBeNull();
    expect(await findPostRedirect({ locale: 'fr-FR', slug: draft.translations.fr.slug })).toBeNull();
    expect((await searchBlogPosts({ locale: 'en-US', words: 'cedarwood' })).total).toBe(0);
  });

  it('records who did what and when, with the fields that changed', async () => {
    const draft = buildPostDraft({ coverKey });
    const { id } = await createContentItem({ kind: 'posts', body: { post: draft }, by });
    await publishContentItem({ kind: 'posts', id, by, revalidate: spy().revalidate });
    await saveContentDraft({ kind: 'posts', id, body: { post: { ...draft, tagSlugs: ['posture', 'standing-desk'], translations: { ...draft.translations, de: { ...draft.translations.de, title: 'Neu' } } } }, by });
    const item = expectSuccessData(await api.call('GET', `/v1/admin/content/posts/${id}`, { headers })) as EditorItem;
    expect(item.history.map((edit) => edit.action)).toEqual(['saved', 'published', 'created']);
    expect(item.history[0]).toMatchObject({ by: by.email, changed: ['tagSlugs', 'de.title'] });
    expect(item.post?.translations.de.title).toBe('Neu');
  });
});

describe('scheduling', () => {
  it('publishes a scheduled draft when its time comes, without a request to the editor, and re-renders the pages', async () => {
    const draft = buildPostDraft({ word: 'hornbeam', coverKey });
    const { id } = await createContentItem({ kind: 'posts', body: { post: draft }, by });
    const now = new Date();
    const at = new Date(now.getTime() + 60 * 60 * 1000);
    const scheduled = await publishContentItem({ kind: 'posts', id, at, by, now });
    expect(scheduled).toMatchObject({ state: 'scheduled', publishAt: at.toISOString() });
    expect(await getBlogPost({ locale: 'en-US', slug: draft.translations.en.slug })).toBeNull();

    const early = await publishDueContent({ now, revalidate: spy().revalidate });
    expect(early.published).toBe(0);

    const rendered = spy();
    const due = await publishDueContent({ now: new Date(at.getTime() + 1000), revalidate: rendered.revalidate });
    expect(due).toMatchObject({ published: 1, failed: [] });
    expect(rendered.paths).toEqual(expect.arrayContaining([`/ourblog/${draft.translations.en.slug}`, '/ourblog', '/de-DE/ourblog/category/ergonomics']));
    const post = await getBlogPost({ locale: 'en-US', slug: draft.translations.en.slug, now: new Date(at.getTime() + 2000) });
    expect(post?.title).toBe(draft.translations.en.title);
    const item = await getEditorItem({ kind: 'posts', id, now: new Date(at.getTime() + 2000) });
    expect(item).toMatchObject({ state: 'published', hasDraft: false });
    expect(item.history[0]).toMatchObject({ action: 'published-by-schedule', by: null });
  });

  it('refuses to schedule an incomplete draft and cancels a schedule on withdrawal', async () => {
    const { id } = await createContentItem({ kind: 'posts', body: { post: buildPostDraft() }, by });
    const at = new Date(Date.now() + 3_600_000);
    await expect(publishContentItem({ kind: 'posts', id, at, by })).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    await saveContentDraft({ kind: 'posts', id, body: { post: buildPostDraft({ coverKey }) }, by });
    await publishContentItem({ kind: 'posts', id, at, by });
    const cancelled = await unpublishContentItem({ kind: 'posts', id, by, revalidate: spy().revalidate });
    expect(cancelled).toMatchObject({ state: 'draft', publishAt: null });
    expect((await publishDueContent({ now: new Date(at.getTime() + 1000), revalidate: spy().revalidate })).published).toBe(0);
  });
});

describe('help articles', () => {
  it('publishes an article into the help centre and its search in three languages, and redirects its old path', async () => {
    const draft = buildArticleDraft({ word: 'sprocket' });
    const { id } = await createContentItem({ kind: 'articles', body: { article: draft }, by });
    expect(await getHelpArticle({ locale: 'en-US', sectionSlug: draft.sectionSlug, slug: draft.slug })).toBeNull();
    const rendered = spy();
    await publishContentItem({ kind: 'articles', id, by, revalidate: rendered.revalidate });
    expect(rendered.paths).toEqual(expect.arrayContaining(['/help-center', `/help-center/${draft.sectionSlug}`, `/fr-FR/help-center/${draft.sectionSlug}/${draft.slug}`]));
    expect((await searchHelpArticles({ locale: 'en-US', words: 'sprocket return' }))[0]?.id).toBe(id);
    expect((await searchHelpArticles({ locale: 'fr-FR', words: 'sprocket retour' }))[0]?.id).toBe(id);
    expect((await searchHelpArticles({ locale: 'de-DE', words: 'sprocket Rücksendung' }))[0]?.id).toBe(id);

    await saveContentDraft({ kind: 'articles', id, body: { article: { ...draft, sectionSlug: 'shipping-and-delivery', slug: 'sprocket-returns' } }, by });
    await publishContentItem({ kind: 'articles', id, by, revalidate: spy().revalidate });
    expect(await findArticleRedirect({ sectionSlug: draft.sectionSlug, slug: draft.slug })).toBe('/help-center/shipping-and-delivery/sprocket-returns');
    expect((await getHelpArticle({ locale: 'de-DE', sectionSlug: 'shipping-and-delivery', slug: 'sprocket-returns' }))?.title).toBe(draft.translations.de.title);
  });
});

describe('the editor API', () => {
  it('lists posts and articles with search and filters', async () => {
    const draft = buildPostDraft({ word: 'wisteria' });
    await api.call('POST', '/v1/admin/content/posts', { headers, body: { post: draft } });
    type List = { items: { kind: string; title: string; state: string; languages: string[] }[] };
    const found = expectSuccessData(await api.call('GET', '/v1/admin/content/items?q=wisteria&state=draft', { headers })) as List;
    expect(found.items).toEqual([expect.objectContaining({ kind: 'posts', state: 'draft', title: draft.translations.en.title, languages: ['en', 'fr', 'de'] })]);
    const french = expectSuccessData(await api.call('GET', '/v1/admin/content/items?q=wisteria&language=fr', { headers })) as List;
    expect(french.items[0]?.title).toBe(draft.translations.fr.title);
    const articles = expectSuccessData(await api.call('GET', '/v1/admin/content/items?kind=articles&state=published', { headers })) as List;
    expect(articles.items.length).toBeGreaterThanOrEqual(46);
    expect(articles.items.every((item) => item.kind === 'articles')).toBe(true);
    expectErrorEnvelope(await api.call('GET', '/v1/admin/content/items?state=gone', { headers }), 400);
  });

  it('validates drafts and covers with clear errors, never a 500', async () => {
    expectErrorEnvelope(await api.call('POST', '/v1/admin/content/posts', { headers, body: { post: { ...buildPostDraft(), authorSlug: 'nobody' } } }), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await api.call('POST', '/v1/admin/content/posts', { headers, body: { post: { ...buildPostDraft(), tagSlugs: ['Not A Slug'] } } }), 400);
    expectErrorEnvelope(await api.call('POST', '/v1/admin/content/posts', { headers, body: {} }), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await api.call('PUT', '/v1/admin/content/posts/999999/draft', { headers, body: { post: buildPostDraft() } }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('POST', '/v1/admin/content/covers', { headers, body: { contentType: 'image/png', dataBase64: Buffer.from('not a picture').toString('base64') } }), 422, 'UNPROCESSABLE');
    const small = (await buildCoverPng(300, 200)).toString('base64');
    expectErrorEnvelope(await api.call('POST', '/v1/admin/content/covers', { headers, body: { contentType: 'image/png', dataBase64: small } }), 422, 'UNPROCESSABLE');
  });

  it('serves an uploaded cover at each width as WebP', async () => {
    const answer = await api.call('GET', `/v1/content/covers/${coverKey}-640.webp`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expectErrorEnvelope(await api.call('GET', `/v1/content/covers/${coverKey}-641.webp`), 404, 'NOT_FOUND');
  });

  it('previews a draft as the public page would show it', async () => {
    const draft = buildPostDraft({ word: 'juniper', coverKey });
    const created = expectSuccessData(await api.call('POST', '/v1/admin/content/posts', { headers, body: { post: draft } }), 201) as { id: number };
    const preview = expectSuccessData(await api.call('GET', `/v1/admin/content/posts/${created.id}/preview?language=de`, { headers })) as { kind: string; page: { post: { title: string; html: string; toc: unknown[] } } };
    expect(preview.kind).toBe('posts');
    expect(preview.page.post.title).toBe(draft.translations.de.title);
    expect(preview.page.post.html).toContain('<h2 id="klein-anfangen">');
  });

  it('home page list props include a newly published post', async () => {
    const props = (await getBlogIndexStaticProps({ locale: 'en-US' } as never)) as { props: { posts: { slug: string }[] } };
    expect(props.props.posts.length).toBeGreaterThan(0);
  });
});

describe('operators only', () => {
  it('answers 401 without a token and 403 to a customer or a brand member', async () => {
    const { buildPerson, buildBrand } = await import('@/tests/support/builders/brands');
    const customer = await buildPerson(api.db);
    const member = await buildPerson(api.db);
    await buildBrand(api.db, { members: [{ customerId: member.customer.id, role: 'owner' }] });
    const calls: [string, string, unknown?][] = [
      ['GET', '/v1/admin/content/items'],
      ['GET', '/v1/admin/content/options'],
      ['POST', '/v1/admin/content/posts', { post: buildPostDraft() }],
      ['GET', '/v1/admin/content/posts/1'],
      ['PUT', '/v1/admin/content/posts/1/draft', { post: buildPostDraft() }],
      ['POST', '/v1/admin/content/posts/1/publication', {}],
      ['DELETE', '/v1/admin/content/articles/1/publication'],
      ['GET', '/v1/admin/content/articles/1/preview'],
      ['POST', '/v1/admin/content/covers', { contentType: 'image/png', dataBase64: 'aGVsbG8=' }],
    ];
    for (const [method, path, body] of calls) {
      expectErrorEnvelope(await api.call(method, path, { body }), 401, 'UNAUTHORIZED');
      expectErrorEnvelope(await api.call(method, path, { body, headers: customer.headers }), 403, 'FORBIDDEN');
      expectErrorEnvelope(await api.call(method, path, { body, headers: member.headers }), 403, 'FORBIDDEN');
    }
    // Nothing changed: the first post is still live.
    expect(await getBlogPost({ locale: 'en-US', slug: 'assembling-your-standing-desk' })).not.toBeNull();
  });
});
