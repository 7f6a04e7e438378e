import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import { mailOutbox, operators, supportMessages } from '@/server/db/schema';
import { seedContent } from '@/server/db/seed/seed-content';
import { blogShortFormRedirect } from '@/server/pages/blog-short-form-redirect';
import { contentSitemapSource } from '@/server/pages/seo/content-sitemap-source';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { bearer } from '@/tests/integration/api/support/tokens';
import { discoverApiRoutes, loadApiRoutes, startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let api: ApiServer;
let articleId: number;
let ipCounter = 10;

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  database = await createTestDatabase();
  await seedContent(database.db);
  api = await startApiServer(await loadApiRoutes(discoverApiRoutes('pages/api/v1/content')));
  const rows = (await database.db.execute(sql`select id from help_articles order by id limit 1`)) as unknown as { rows: { id: number }[] };
  articleId = rows.rows[0]!.id;
});
afterAll(async () => {
  await api.close();
  await database.drop();
  vi.restoreAllMocks();
});

const call = (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiAnswer> =>
  callApi(`${api.url}/api${path}`, { method, body: options.body, headers: { 'x-forwarded-for': `10.9.0.${(ipCounter += 1)}`, ...options.headers } });

const visitorCookie = (answer: ApiAnswer) => answer.headers.get('set-cookie')?.split(';')[0] ?? '';

describe('"was this helpful" votes', () => {
  it('counts one vote per visitor, changeable, and remembers the visitor by a cookie', async () => {
    const first = await call('PUT', `/v1/content/help/articles/${articleId}/votes`, { body: { helpful: true } });
    expect(expectSuccessData(first)).toEqual({ helpful: 1, notHelpful: 0, mine: true });
    const cookie = visitorCookie(first);
    expect(cookie).toMatch(/^dh_visitor=[0-9a-f-]{36}$/);
    expect(first.headers.get('set-cookie')).toContain('HttpOnly');

    const again = await call('PUT', `/v1/content/help/articles/${articleId}/votes`, { body: { helpful: true }, headers: { cookie } });
    expect(expectSuccessData(again)).toEqual({ helpful: 1, notHelpful: 0, mine: true });
    expect(again.headers.get('set-cookie')).toBeNull();

    const changed = await call('PUT', `/v1/content/help/articles/${articleId}/votes`, { body: { helpful: false }, headers: { cookie } });
    expect(expectSuccessData(changed)).toEqual({ helpful: 0, notHelpful: 1, mine: false });

    const other = await call('PUT', `/v1/content/help/articles/${articleId}/votes`, { body: { helpful: true } });
    expect(expectSuccessData(other)).toEqual({ helpful: 1, notHelpful: 1, mine: true });

    const read = await call('GET', `/v1/content/help/articles/${articleId}/votes`, { headers: { cookie } });
    expect(expectSuccessData(read)).toEqual({ helpful: 1, notHelpful: 1, mine: false });
  });

  it('lets a signed-in customer vote as themselves, whatever browser they use', async () => {
    const headers = await bearer('customer', { userId: 4242 });
    await call('PUT', `/v1/content/help/articles/${articleId}/votes`, { body: { helpful: true }, headers });
    const second = await call('PUT', `/v1/content/help/articles/${articleId}/votes`, { body: { helpful: true }, headers: { ...headers, cookie: 'dh_visitor=00000000-0000-4000-8000-000000000000' } });
    expect(expectSuccessData(second)).toEqual({ helpful: 2, notHelpful: 1, mine: true });
  });

  it('answers 404 for an unknown article and 400 for a malformed vote', async () => {
    expectErrorEnvelope(await call('PUT', '/v1/content/help/articles/999999/votes', { body: { helpful: true } }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await call('PUT', `/v1/content/help/articles/${articleId}/votes`, { body: { helpful: 'yes' } }), 400);
    expectErrorEnvelope(await call('PUT', '/v1/content/help/articles/abc/votes', { body: { helpful: true } }), 400);
  });
});

describe('the support form', () => {
  const message = { name: 'Ann Lee', email: 'Ann@Example.com', topic: 'delivery', orderNumber: 'DH12345678', message: 'My desk has not arrived yet.' };

  it('stores the message, mails every operator and sends the sender a receipt in their language', async () => {
    await database.db.insert(operators).values([{ email: 'ops-a@deskhaus.test', source: 'seed' }, { email: 'ops-b@deskhaus.test', source: 'seed' }]);
    const answer = await call('POST', '/v1/content/support-messages', { body: message, headers: { location: 'fr-FR' } });
    const data = expectSuccessData(answer, 201) as { id: number; received: boolean };
    expect(data.received).toBe(true);
    const [row] = await database.db.select().from(supportMessages).where(eq(supportMessages.id, data.id));
    expect(row).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com', topic: 'delivery', orderNumber: 'DH12345678', language: 'fr' });
    const mails = await database.db.select().from(mailOutbox);
    const toOperators = mails.filter((mail) => mail.template === 'support-message');
    expect(toOperators.map((mail) => mail.toAddress).sort()).toEqual(['ops-a@deskhaus.test', 'ops-b@deskhaus.test']);
    expect(toOperators[0]!.textBody).toContain('My desk has not arrived yet.');
    const receipt = mails.find((mail) => mail.template === 'support-confirmation');
    expect(receipt).toMatchObject({ toAddress: 'ann@example.com', language: 'fr' });
    expect(receipt!.subject).toBe('Nous avons bien reçu votre message');
  });

  it('refuses incomplete or malformed messages with 400 and stores nothing', async () => {
    const before = (await database.db.select().from(supportMessages)).length;
    for (const body of [
      { ...message, email: 'not-an-address' },
      { ...message, topic: 'complaint' },
      { ...message, message: 'short' },
      { ...message, orderNumber: '<script>' },
      { ...message, name: '' },
      { ...message, extra: 'field' },
    ]) {
      expectErrorEnvelope(await call('POST', '/v1/content/support-messages', { body }), 400);
    }
    expect((await database.db.select().from(supportMessages)).length).toBe(before);
  });

  it('limits messages per network (429 with Retry-After)', async () => {
    const headers = { 'x-forwarded-for': '10.99.0.1' };
    for (let index = 0; index < 5; index += 1) expectSuccessData(await call('POST', '/v1/content/support-messages', { body: message, headers }), 201);
    const refused = await call('POST', '/v1/content/support-messages', { body: message, headers });
    expectErrorEnvelope(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('reading and searching through the API', () => {
  it('lists, reads and searches posts in the location header\'s language', async () => {
    const list = expectSuccessData(await call('GET', '/v1/content/blog/posts?page=2')) as { posts: unknown[]; page: number; pageCount: number };
    expect(list).toMatchObject({ page: 2, pageCount: 3 });
    const post = expectSuccessData(await call('GET', '/v1/content/blog/posts/fitting-your-office-chair', { headers: { location: 'de-DE' } })) as { title: string };
    expect(post.title).not.toMatch(/office chair/i);
    expectErrorEnvelope(await call('GET', '/v1/content/blog/posts/no-such-post'), 404, 'NOT_FOUND');
    const found = expectSuccessData(await call('GET', '/v1/content/blog/search?q=Bildschirm', { headers: { location: 'de-DE' } })) as { total: number };
    expect(found.total).toBeGreaterThan(0);
    expectErrorEnvelope(await call('GET', '/v1/content/blog/search?q='), 400);
    const suggestions = expectSuccessData(await call('GET', '/v1/content/help/suggestions?q=retour', { headers: { location: 'fr-FR' } })) as { suggestions: { path: string }[] };
    expect(suggestions.suggestions.length).toBeGreaterThan(0);
    expect(suggestions.suggestions.every((suggestion) => suggestion.path.startsWith('/help-center/'))).toBe(true);
  });
});

describe('blog short forms and the sitemap', () => {
  const context = (params: Record<string, string>, locale: string) => ({ params, locale, res: { setHeader: () => undefined } }) as unknown as GetServerSidePropsContext;

  it('redirect permanently to the long forms, keeping the locale', async () => {
    expect(await blogShortFormRedirect('category', 'slug')(context({ slug: 'ergonomics' }, 'en-US'))).toEqual({ redirect: { destination: '/ourblog/category/ergonomics', permanent: true } });
    expect(await blogShortFormRedirect('tag', 'slug')(context({ slug: 'posture' }, 'de-DE'))).toEqual({ redirect: { destination: '/de-DE/ourblog/tag/posture', permanent: true } });
    expect(await blogShortFormRedirect('search', 'keyword')(context({ keyword: 'desk height' }, 'fr-FR'))).toEqual({ redirect: { destination: '/fr-FR/ourblog/search/desk%20height', permanent: true } });
  });

  it('lists every post and article once, unprefixed, as blog and help pages', async () => {
    const pages = await contentSitemapSource.listPages();
    expect(pages.filter((page) => page.path.startsWith('/ourblog/') && !/\/(category|tag)\//.test(page.path))).toHaveLength(34);
    expect(pages.filter((page) => page.path.split('/').length === 4 && page.path.startsWith('/help-center/'))).toHaveLength(46);
    expect(pages.every((page) => page.pageKind === (page.path.startsWith('/ourblog') ? 'blog' : 'help'))).toBe(true);
  });
});
