import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLD_CHARACTERS, foldText } from '@/lib/search/fold-text';
import { searchDocuments, searchIndexState } from '@/server/db/schema';
import { ensureSearchIndex } from '@/server/catalog/search/ensure-search-index';
import { SEARCH_INDEX_VERSION } from '@/server/catalog/search/search-index-version';
import { searchProducts } from '@/server/catalog/search/search-products';
import { createSearchTestDatabase } from './support/search-database';

let database: Awaited<ReturnType<typeof createSearchTestDatabase>>;

beforeAll(async () => {
  database = await createSearchTestDatabase(60);
});
afterAll(async () => {
  await database.drop();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the search index', () => {
  it('is built by the seed: a document per product and language', async () => {
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from search_documents`);
    expect(count?.n).toBe(60 * 3);
    const [state] = await database.db.select().from(searchIndexState);
    expect(state).toMatchObject({ version: SEARCH_INDEX_VERSION, documents: 180 });
  });

  it('folds text in the database exactly as the browser does', async () => {
    const samples = ['Électronique', 'Bürostühle', 'Straße ŒUVRE Æsop', FOLD_CHARACTERS.from, 'Çà et là, Ñandú, Łódź'];
    const folded = await rows<{ value: string }>(sql`select search_fold(v) as value from json_array_elements_text(${JSON.stringify(samples)}::json) as t(v)`);
    expect(folded.map((row) => row.value)).toEqual(samples.map(foldText));
  });

  it('is rebuilt at start-up when it was built by another recipe, and left alone when current', async () => {
    expect(await ensureSearchIndex(database.db)).toEqual({ rebuilt: false });
    await database.db.update(searchIndexState).set({ version: 'search-index-0' });
    await database.db.delete(searchDocuments);
    expect((await searchProducts({ q: 'desk', locale: 'en-US' })).items).toEqual([]);
    expect(await ensureSearchIndex(database.db)).toEqual({ rebuilt: true });
    expect((await searchProducts({ q: 'desk', locale: 'en-US' })).items.length).toBeGreaterThan(0);
  });
});
