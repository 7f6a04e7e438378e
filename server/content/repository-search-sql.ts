import { sql, type SQL } from 'drizzle-orm';
import { CONTENT_TEXT_SEARCH_CONFIG, type ContentLanguage } from './content-languages';

/*
 * The regconfig is written into the SQL text, not bound: it comes from a fixed list, never from
 * input (as in catalog's repository-language-sql.ts).
 */
export function contentConfigSql(language: ContentLanguage): SQL {
  const config = CONTENT_TEXT_SEARCH_CONFIG[language];
  if (!config) throw new Error(`Not a content language: ${String(language)}`);
  return sql.raw(`'${config}'::regconfig`);
}

/** The weighted search document of a title (A), a lead (B) and a body (C), folded like products'. */
export function contentDocumentSql(language: ContentLanguage, title: string, lead: string, body: string): SQL {
  const config = contentConfigSql(language);
  return sql`setweight(to_tsvector(${config}, search_fold(${title})), 'A') || setweight(to_tsvector(${config}, search_fold(${lead})), 'B') || setweight(to_tsvector(${config}, search_fold(${body})), 'C')`;
}

/** The shopper's words as a query of the same configuration: AND of the words, quoted phrases kept. */
export function contentQuerySql(language: ContentLanguage, words: string): SQL {
  return sql`websearch_to_tsquery(${contentConfigSql(language)}, search_fold(${words}))`;
}
