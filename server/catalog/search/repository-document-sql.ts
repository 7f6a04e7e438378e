import { sql, type SQL } from 'drizzle-orm';
import { CONTENT_SECTION } from '@/lib/constants/content-sections';
import { SEARCH_LANGUAGES } from '@/server/db/schema/catalog/search';
import { TEXT_SEARCH_CONFIG } from './search-language';
import { productInStore } from '@/server/catalog/repository-product-visibility';

/*
 * How a product becomes a search document, in SQL so a 100,000-product catalog is indexed
 * without its rows travelling to Node. Every text is folded (search_fold) before the language's
 * snowball stemmer reads it, so accents never decide a match.
 *
 * Weights (ts_rank_cd reads them as {D 0.1, C 0.2, B 0.4, A 1.0}):
 *   A  product name
 *   B  category name and vendor name
 *   C  specification rows (label and value) and the labels of the variant options
 *   D  short description and description
 */

const languageList = sql.raw(SEARCH_LANGUAGES.map((language) => `'${language}'`).join(', '));

const configCase = sql.raw(
  `(case t.language ${SEARCH_LANGUAGES.map((language) => `when '${language}' then '${TEXT_SEARCH_CONFIG[language]}'`).join(' ')} end)::regconfig`,
);

/** The words type-ahead and typo tolerance compare against: name, category, vendor. */
const nameWords = sql`t.name || ' ' || coalesce(ct.name, '') || ' ' || coalesce(v.name, '')`;

/** INSERT ... SELECT of the documents of every published product, or of the given ones. */
export function insertDocumentsSql(productIds?: readonly number[]): SQL {
  const only = productIds === undefined ? sql`` : sql`and p.id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`;
  return sql`
    insert into search_documents (language, product_id, category_id, popularity, document, names, name_text,
      vendor_id, material, colours, sizes, colour_hexes, in_stock, rating_x100, review_count, created_at, prices)
    select t.language, p.id, p.category_id, p.sold_count,
      setweight(to_tsvector(${configCase}, search_fold(t.name)), 'A') ||
      setweight(to_tsvector(${configCase}, search_fold(coalesce(ct.name, '') || ' ' || coalesce(v.name, ''))), 'B') ||
      setweight(to_tsvector(${configCase}, search_fold(coalesce(specs.text, '') || ' ' || coalesce(options.text, ''))), 'C') ||
      setweight(to_tsvector(${configCase}, search_fold(t.short_description || ' ' || t.description)), 'D'),
      to_tsvector('simple', search_fold(${nameWords})),
      search_fold(${nameWords}),
      p.vendor_id, p.material, variants.colours, variants.sizes, variants.colour_hexes, variants.in_stock,
      p.rating_average_x100, p.review_count, p.created_at, prices.prices
    from products p
    join product_translations t on t.product_id = p.id and t.language in (${languageList})
    left join category_translations ct on ct.category_id = p.category_id and ct.language = t.language
    left join vendors v on v.id = p.vendor_id
    left join lateral (
      select string_agg((r.row ->> 'label') || ' ' || (r.row ->> 'value'), ' ') as text
      from product_content_sections s
      cross join lateral jsonb_array_elements(case when s.body ->> 'kind' = 'specs' then s.body -> 'rows' else '[]'::jsonb end) as r(row)
      where s.product_id = p.id and s.language = t.language and s.section_id = ${CONTENT_SECTION.SPECIFICATION}
    ) specs on true
    left join lateral (
      select string_agg(distinct l.label, ' ') as text
      from product_variants pv
      cross join lateral jsonb_each_text(pv.options) as o(option, value)
      join variant_option_labels l on l.option = o.option and l.value = o.value and l.language = t.language
      where pv.product_id = p.id
    ) options on true
    left join lateral (
      select coalesce(bool_or(pv.stock > 0), false) as in_stock,
        coalesce(array_agg(distinct pv.options ->> 'colour') filter (where pv.options ? 'colour'), '{}'::text[]) as colours,
        coalesce(array_agg(distinct pv.options ->> 'size') filter (where pv.options ? 'size'), '{}'::text[]) as sizes,
        coalesce(jsonb_object_agg(pv.options ->> 'colour', pv.colour_hex) filter (where pv.options ? 'colour'), '{}'::jsonb) as colour_hexes
      from product_variants pv
      where pv.product_id = p.id
    ) variants on true
    left join lateral (
      select coalesce(jsonb_object_agg(vp.currency, vp.amount), '{}'::jsonb) as prices
      from product_variants dv
      join variant_prices vp on vp.variant_id = dv.id
      where dv.product_id = p.id and dv.is_default
    ) prices on true
    where ${productInStore('p')} ${only}
    order by t.language, p.sold_count desc, p.id`;
}

/*
 * The did-you-mean vocabulary: words of names, categories and vendors (with the number of
 * products using them) plus option labels. Numbers alone are left out ("2" in "Lumo Pro 2" is
 * not a word anyone misspells).
 */
export function insertTermsSql(productIds?: readonly number[]): SQL {
  const only = productIds === undefined ? sql`` : sql`where d.product_id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`;
  const conflict =
    productIds === undefined ? sql`on conflict do nothing` : sql`on conflict (language, term) do update set frequency = greatest(search_terms.frequency, excluded.frequency)`;
  return sql`
    insert into search_terms (language, term, frequency)
    select language, term, count(*)::int from (
      select distinct d.language, d.product_id, w.term
      from search_documents d
      cross join lateral regexp_split_to_table(d.name_text, '[^[:alnum:]]+') as w(term)
      ${only}
    ) words
    where length(term) between 2 and 40 and term ~ '[[:alpha:]]'
    group by language, term
    ${conflict}`;
}

export function insertOptionTermsSql(): SQL {
  return sql`
    insert into search_terms (language, term, frequency)
    select distinct l.language, w.term, 1
    from variant_option_labels l
    cross join lateral regexp_split_to_table(search_fold(l.label), '[^[:alnum:]]+') as w(term)
    where l.language in (${languageList}) and length(w.term) between 2 and 40 and w.term ~ '[[:alpha:]]'
    on conflict do nothing`;
}

/** The most popular documents of a language, where broad queries look first (see search-sql.ts). */
export const SEARCH_HEAD_DOCUMENTS = 10_000;

/**
 * Per-language document counts of every stemmed word (ts_stat), in all documents and in the
 * head. ts_stat takes its query as text; the language comes from the fixed list and the ids are
 * integers. A refresh of some products adds their new words (head counts wait for a rebuild).
 */
export function insertLexemesSql(language: (typeof SEARCH_LANGUAGES)[number], productIds?: readonly number[]): SQL {
  const ids = productIds === undefined ? '' : ` and product_id in (${productIds.map((id) => String(Math.trunc(id))).join(', ')})`;
  const allQuery = `select document from search_documents where language = '${language}'${ids}`;
  if (productIds !== undefined) {
    return sql`
      insert into search_lexemes (language, lexeme, documents, head_documents)
      select ${language}, word, ndoc, 0 from ts_stat(${allQuery})
      on conflict (language, lexeme) do update set documents = greatest(search_lexemes.documents, excluded.documents)`;
  }
  const headQuery = `select document from search_documents where language = '${language}' order by popularity desc nulls last, product_id limit ${SEARCH_HEAD_DOCUMENTS}`;
  return sql`
    insert into search_lexemes (language, lexeme, documents, head_documents)
    select ${language}, a.word, a.ndoc, coalesce(h.ndoc, 0)
    from ts_stat(${allQuery}) a
    left join ts_stat(${headQuery}) h on h.word = a.word
    on conflict do nothing`;
}
