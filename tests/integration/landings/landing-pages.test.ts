import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_LANGUAGES, type LandingDocument } from '@/lib/content/landing-blocks';
import type { LandingViewBlock } from '@/lib/content/landing-view';
import { getLandingEditorPage } from '@/server/content/landings/get-landing-editor-page';
import { getLandingPage } from '@/server/content/landings/get-landing-page';
import { listLandingPages } from '@/server/content/landings/list-landing-pages';
import { listLandingPaths } from '@/server/content/landings/list-landing-paths';
import { publishLanding } from '@/server/content/landings/publish-landing';
import { saveLandingDraft } from '@/server/content/landings/save-landing-draft';
import { unpublishLanding } from '@/server/content/landings/unpublish-landing';
import { productVariants, variantPrices } from '@/server/db/schema';
import { seedLandings } from '@/server/db/seed/seed-landings';
import { landingPageProps } from '@/server/pages/landing-page-props';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { AppError } from '@/server/http/app-error';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let chair: BuiltProduct;
const editor = { email: 'editor@deskhaus.example' };

beforeAll(async () => {
  database = await createTestDatabase();
  // The gaming setup page shows the "gaming" category: one product in it, priced in every currency.
  const gaming = await buildCategory(database.db, { slug: 'gaming' });
  chair = await buildProduct(database.db, { categoryId: gaming.id, name: 'Test Gaming Chair', variants: [{ stock: 7, prices: { USD: 29900, CAD: 39900, GBP: 24900, EUR: 27900 } }] });
  await seedLandings(database.db);
});
afterAll(async () => {
  await database.drop();
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const idOf = async (path: string) => (await listLandingPages()).find((page) => page.path === path)!.id;
const productsOf = (blocks: readonly LandingViewBlock[]) => blocks.flatMap((block) => (block.type === 'products' ? (block.products ?? []) : []));

describe('the landing seed', () => {
  it('imports the 20 pages once, published, each in en, fr and de', async () => {
    const pages = await listLandingPages();
    expect(pages).toHaveLength(20);
    expect(pages.every((page) => page.publishedAt !== null && !page.hasUnpublishedChanges)).toBe(true);
    expect(await seedLandings(database.db)).toBe(false);
    expect(await listLandingPages()).toHaveLength(20);
    for (const page of pages) {
      const titles = await Promise.all(LANDING_LANGUAGES.map((language) => getLandingPage(page.path, language)));
      expect(titles.every((content) => content !== null && content.blocks.length > 0), page.path).toBe(true);
      // Every language has its own words: no English left on the French and German pages.
      expect(new Set(titles.map((content) => content!.description)).size, page.path).toBe(3);
    }
    const paths = (await listLandingPaths()).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/about', '/adus/autonomous-work-pod', '/campaign/productivity-challenge/refer-coworker', '/setups/gaming-setup', '/nft-partnership/terms']));
  });
});

describe('block rendering data', () => {
  it('stores Markdown rendered and escaped, FAQ answers with their text, a countdown with its date', async () => {
    const adus = await getLandingPage('/adus', 'fr');
    expect(adus!.title).toBe('Bureaux de jardin et studios extérieurs');
    expect(adus!.blocks[0]!.type).toBe('hero');
    const text = adus!.blocks.find((block) => block.type === 'text');
    expect(text?.type === 'text' && text.content.html).toContain('<strong>Nos bureaux de jardin ne sont pas des logements</strong>');
    const faq = adus!.blocks.find((block) => block.type === 'faq');
    expect(faq?.type === 'faq' && faq.content.items[0]!.answerText).toMatch(/transporteur/);

    const events = await landingPageProps('/upcoming-events', 'de-DE');
    const countdown = events!.page.blocks.find((block) => block.type === 'countdown');
    expect(countdown?.settings.endsAt).toBe('2027-01-11T17:00:00Z');
    expect(countdown?.dateLabel).toMatch(/2027/);
    expect(events!.page.language).toBe('de');
  });
});

describe('product grids', () => {
  it('read price and stock live from the catalog in the page currency, not from content rows', async () => {
    const english = await landingPageProps('/setups/gaming-setup', 'en-US');
    const [item] = productsOf(english!.page.blocks);
    expect(item).toMatchObject({ code: chair.code, inStock: true, price: { amount: 29900, currency: 'USD' } });
    const french = await landingPageProps('/setups/gaming-setup', 'fr-FR');
    expect(productsOf(french!.page.blocks)[0]).toMatchObject({ code: chair.code, price: { amount: 27900, currency: 'EUR' } });

    await database.db.update(variantPrices).set({ amount: 25900 }).where(eq(variantPrices.variantId, chair.variantIds[0]!));
    await database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, chair.variantIds[0]!));
    const later = productsOf((await landingPageProps('/setups/gaming-setup', 'en-US'))!.page.blocks)[0];
    expect(later).toMatchObject({ inStock: false, price: { amount: 25900 } });
  });

  it('leave out products the catalog does not have (the seeded codes are absent here)', async () => {
    const pods = await landingPageProps('/pod-adus', 'en-US');
    expect(productsOf(pods!.page.blocks)).toEqual([]);
  });
});

describe('drafts, publishing and unpublishing', () => {
  it('keeps the live copy until publish, records who and when, and re-renders every locale', async () => {
    const id = await idOf('/autorex');
    const page = await getLandingEditorPage(id);
    const draft: LandingDocument = structuredClone(page.draft);
    draft.title = { en: 'Autorex test bench', fr: 'Banc d’essai Autorex', de: 'Prüfstand Autorex' };
    const hero = draft.blocks[0]!;
    if (hero.type === 'hero') hero.text.de.heading = 'Geprüft, bevor es zu Ihnen kommt';
    const saved = await saveLandingDraft({ id, document: draft, editor, now: new Date('2026-11-20T10:00:00Z') });
    expect(saved).toMatchObject({ draftSavedBy: editor.email, draftSavedAt: '2026-11-20T10:00:00.000Z', hasUnpublishedChanges: true });

    expect((await getLandingPage('/autorex', 'en'))!.title).toBe('Autorex: how we test before we sell');
    expect((await getLandingPage('/autorex', 'de', { revision: 'draft' }))!.blocks[0]).toMatchObject({ content: { heading: 'Geprüft, bevor es zu Ihnen kommt' } });

    const revalidated: string[] = [];
    const published = await publishLanding({ id, editor, now: new Date('2026-11-20T11:00:00Z'), revalidate: async (path) => void revalidated.push(path) });
    expect(published).toMatchObject({ publishedBy: editor.email, publishedAt: '2026-11-20T11:00:00.000Z', hasUnpublishedChanges: false });
    expect((await getLandingPage('/autorex', 'fr'))!.title).toBe('Banc d’essai Autorex');
    expect((await getLandingPage('/autorex', 'de'))!.blocks[0]).toMatchObject({ content: { heading: 'Geprüft, bevor es zu Ihnen kommt' } });
    expect(revalidated).toEqual(expect.arrayContaining(['/autorex', '/fr-FR/autorex', '/de-DE/autorex', '/en-GB/autorex', '/en-CA/autorex', '/sitemap.xml']));
  });

  it('unpublishing takes the page off the store and the sitemap; publishing brings it back', async () => {
    const id = await idOf('/influencer-review');
    const revalidated: string[] = [];
    await unpublishLanding({ id, editor, revalidate: async (path) => void revalidated.push(path) });
    expect(await getLandingPage('/influencer-review', 'en')).toBeNull();
    expect(await landingPageProps('/influencer-review', 'en-US')).toBeNull();
    expect((await listLandingPaths()).map((entry) => entry.path)).not.toContain('/influencer-review');
    expect(revalidated).toContain('/fr-FR/influencer-review');
    expect(await rejection(unpublishLanding({ id, editor }))).toMatchObject({ code: 'CONFLICT' });

    await publishLanding({ id, editor });
    expect((await getLandingPage('/influencer-review', 'en'))!.title).toBe('Reviewing Deskhaus as a creator');
  });

  it('refuses a draft with a foreign link or missing words, and escapes what an editor types', async () => {
    const id = await idOf('/home-office');
    const { draft } = await getLandingEditorPage(id);
    const withScriptLink = structuredClone(draft);
    withScriptLink.blocks.push({ type: 'cta', settings: { href: 'javascript:alert(1)' }, text: { en: { heading: 'x', body: '', label: 'x' }, fr: { heading: 'x', body: '', label: 'x' }, de: { heading: 'x', body: '', label: 'x' } } });
    const refused = await rejection(saveLandingDraft({ id, document: withScriptLink, editor }));
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused.issues?.[0]?.path).toMatch(/^body\.document\.blocks\.\d+\.settings/);

    const withoutGerman = structuredClone(draft) as unknown as { title: Record<string, string> };
    delete withoutGerman.title.de;
    expect(await rejection(saveLandingDraft({ id, document: withoutGerman as unknown as LandingDocument, editor }))).toMatchObject({ code: 'VALIDATION_FAILED' });

    const withHtml = structuredClone(draft);
    withHtml.blocks.push({ type: 'text', settings: {}, text: { en: { heading: '', markdown: '<script>alert(1)</script> **ok**' }, fr: { heading: '', markdown: 'ok' }, de: { heading: '', markdown: 'ok' } } });
    await saveLandingDraft({ id, document: withHtml, editor });
    const last = (await getLandingPage('/home-office', 'en', { revision: 'draft' }))!.blocks.at(-1)!;
    expect(last.type === 'text' && last.content.html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; <strong>ok</strong></p>');

    expect(await rejection(saveLandingDraft({ id: 999_999, document: draft, editor }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
