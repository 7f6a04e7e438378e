import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { VariantOptionName } from '@/server/db/schema';
import type { SearchLanguage } from './search-language';
import { configSql, languageSql } from './repository-language-sql';
import { num, rowsOf } from './repository';

/* Texts shown with the results: product names, matching words, option labels. */

// ---------------------------------------------------------------- texts on screen

export interface ProductTexts {
  productId: number;
  code: string;
  name: string;
  shortDescription: string;
}

export async function listProductTexts(db: Db, language: SearchLanguage, productIds: readonly number[]): Promise<ProductTexts[]> {
  if (productIds.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select p.id, p.code, t.name, t.short_description
      from products p join product_translations t on t.product_id = p.id and t.language = ${languageSql(language)}
      where p.id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return rows.map((row) => ({ productId: num(row.id), code: String(row.code), name: String(row.name), shortDescription: String(row.short_description) }));
}

/**
 * Which of `candidates` (distinct folded words of the names and descriptions on screen) share a
 * stem with the query: the words to highlight. One stemming per distinct word.
 */
export async function listMatchingWords(db: Db, language: SearchLanguage, query: string, candidates: readonly string[]): Promise<Set<string>> {
  if (candidates.length === 0 || query.length === 0) return new Set();
  const config = configSql(language);
  const rows = await rowsOf(
    db,
    sql`with q as materialized (select tsvector_to_array(to_tsvector(${config}, ${query})) as lexemes)
      select c.word from json_array_elements_text(${JSON.stringify(candidates)}::json) as c(word)
      where tsvector_to_array(to_tsvector(${config}, c.word)) && (select lexemes from q)`,
  );
  return new Set(rows.map((row) => String(row.word)));
}

export interface OptionLabelRow {
  option: VariantOptionName;
  value: string;
  label: string;
  position: number;
}

export async function listOptionLabels(db: Db, language: SearchLanguage): Promise<OptionLabelRow[]> {
  const rows = await rowsOf(db, sql`select option, value, label, position from variant_option_labels where language = ${language} order by option, position, value`);
  return rows.map((row) => ({ option: String(row.option) as VariantOptionName, value: String(row.value), label: String(row.label), position: num(row.position) }));
}
