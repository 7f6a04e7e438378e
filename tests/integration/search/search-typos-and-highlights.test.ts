import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProducts } from '@/server/catalog/search/search-products';
import { createSearchTestDatabase } from './support/search-database';
import { buildSearchableProduct } from '@/tests/support/builders/search';

let database: Awaited<ReturnType<typeof createSearchTestDatabase>>;

beforeAll(async () => {
  database = await createSearchTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('typo tolerance and did-you-mean', () => {
  it('"stnading dsek" shows standing desks, saying it searched for "standing desk"', async () => {
    const result = await searchProducts({ q: 'stnading dsek', locale: 'en-US' });
    expect(result.match).toBe('corrected');
    expect(result.correctedQuery).toBe('standing desk');
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((item) => /standing desk/i.test(item.name) || item.categorySlug === 'standing-desks')).toBe(true);
    // The corrected words are the ones highlighted.
    const first = result.items[0];
    expect(first && first.highlight.name.map((range) => first.name.slice(range.start, range.end).toLowerCase())).toEqual(['standing', 'desk']);
  });

  it('corrects misspelled French and German words against their own vocabulary', async () => {
    const fr = await searchProducts({ q: 'chiase', locale: 'fr-FR' });
    expect(fr.correctedQuery).toBe('chaise');
    expect(fr.items.length).toBeGreaterThan(0);
    const de = await searchProducts({ q: 'Schriebtisch', locale: 'de-DE' });
    expect(de.match).toBe('corrected');
    expect(de.items.length).toBeGreaterThan(0);
  });

  it('offers "did you mean" beside the few results of a word that is mostly a typo', async () => {
    const typo = await buildSearchableProduct(database.db, { name: 'Brisk Footstool', description: 'Goes under any chiar you own.' });
    const result = await searchProducts({ q: 'chiar', locale: 'en-US' });
    expect(result.match).toBe('text');
    expect(result.items.map((item) => item.code)).toEqual([typo.code]);
    expect(result.didYouMean).toBe('chair');
  });

  it('splits two words typed as one ("standingdesk", "vistraultra")', async () => {
    const desks = await searchProducts({ q: 'standingdesk', locale: 'en-US' });
    expect(desks.correctedQuery).toBe('standing desk');
    expect(desks.items.length).toBeGreaterThan(0);
    const monitors = await searchProducts({ q: 'vistraultra', locale: 'en-US' });
    expect(monitors.correctedQuery).toBe('vistra ultra');
    expect(monitors.items.every((item) => item.name.startsWith('Vistra Ultra'))).toBe(true);
  });

  it('shows products with similar names when no word can be corrected', async () => {
    const result = await searchProducts({ q: 'vistraxultra', locale: 'en-US' });
    expect(result.match).toBe('similar');
    expect(result.items.some((item) => item.name.startsWith('Vistra Ultra'))).toBe(true);
  });

  it('answers an empty result, without a suggestion, for words that resemble nothing', async () => {
    const result = await searchProducts({ q: 'qxzvbnm', locale: 'en-US' });
    expect(result).toMatchObject({ match: 'none', items: [], totalItems: 0, didYouMean: null, correctedQuery: null, facets: null });
  });
});

describe('highlighted matches', () => {
  it('marks the matching words of names as ranges, whatever their form ("desks" marks "Desk")', async () => {
    const result = await searchProducts({ q: 'desks', locale: 'en-US' });
    const item = result.items.find((candidate) => / Desk$/.test(candidate.name));
    expect(item).toBeDefined();
    if (!item) return;
    expect(item.highlight.name.map((range) => item.name.slice(range.start, range.end))).toEqual(['Desk']);
  });

  it('returns a product named with HTML as plain text with ranges, never as markup', async () => {
    const product = await buildSearchableProduct(database.db, { name: '<script>alert("x")</script> Glimmer <b>Lamp</b>' });
    const result = await searchProducts({ q: 'glimmer lamp', locale: 'en-US' });
    const item = result.items.find((candidate) => candidate.code === product.code);
    expect(item?.name).toBe('<script>alert("x")</script> Glimmer <b>Lamp</b>');
    expect(item?.highlight.name.map((range) => item.name.slice(range.start, range.end))).toEqual(['Glimmer', 'Lamp']);
  });

  it('shows the matching words of the short description when the name has none', async () => {
    const product = await buildSearchableProduct(database.db, { name: 'Arden Cabinet', shortDescription: 'Keeps cables tidy behind a veneered door.' });
    const result = await searchProducts({ q: 'cables', locale: 'en-US' });
    const item = result.items.find((candidate) => candidate.code === product.code);
    expect(item?.highlight.name).toEqual([]);
    expect(item?.highlight.snippet?.text).toBe('Keeps cables tidy behind a veneered door.');
    expect(item?.highlight.snippet?.ranges.map((range) => item.highlight.snippet?.text.slice(range.start, range.end))).toEqual(['cables']);
  });
});

describe('queries that are not words', () => {
  it.each(['', '   ', '%%%', '"\'', '&|!:*()', '</>'])('answers an empty result for %j', async (q) => {
    const result = await searchProducts({ q, locale: 'en-US' });
    expect(result.items).toEqual([]);
    expect(result.match).toBe('none');
  });

  it('takes text-search syntax as plain words', async () => {
    const result = await searchProducts({ q: "desk' & !lamp:* (", locale: 'en-US' });
    expect(result.match).toBe('text');
    expect(result.items.every((item) => /lamp/i.test(item.name))).toBe(true);
  });

  it('answers a long query of many words', async () => {
    const q = 'ergonomic standing desk walnut oak black white frame motor memory quiet'.repeat(2);
    const result = await searchProducts({ q, locale: 'en-US' });
    expect(result.query.length).toBeLessThanOrEqual(100);
    expect(Array.isArray(result.items)).toBe(true);
  });
});
