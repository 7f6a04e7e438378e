import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { SearchLanguage } from './search-language';
import { configSql, languageSql } from './repository-language-sql';
import { SEARCH_INDEX_STATE_NAME, num, rowsOf } from './repository';

/* The words of the index: how often they occur, for spelling correction. */

// ---------------------------------------------------------------- query words

export interface WordStat {
  word: string;
  /** Documents holding the rarest stem of the word; -1 when the word has no stem (a stop word). */
  documents: number;
  /** The same among the most popular documents (SEARCH_HEAD_DOCUMENTS); -1 for a stop word. */
  headDocuments: number;
}

export interface QueryWordStats {
  words: WordStat[];
  /** Documents of the whole index (every language), as of its last build. */
  indexDocuments: number;
}

/** How many documents hold each word of a query (by its stems), in the query's order. */
export async function wordStats(db: Db, language: SearchLanguage, words: readonly string[]): Promise<QueryWordStats> {
  if (words.length === 0) return { words: [], indexDocuments: 0 };
  const rows = await rowsOf(
    db,
    sql`select w.word, coalesce(s.documents, -1) as documents, coalesce(s.head_documents, -1) as head_documents,
      (select documents from search_index_state where name = ${SEARCH_INDEX_STATE_NAME}) as index_documents
      from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as w(word, position)
      left join lateral (
        select min(coalesce(l.documents, 0)) as documents, min(coalesce(l.head_documents, 0)) as head_documents
        from unnest(tsvector_to_array(to_tsvector(${configSql(language)}, w.word))) as x(lexeme)
        left join search_lexemes l on l.language = ${languageSql(language)} and l.lexeme = x.lexeme
      ) s on true
      order by w.position`,
  );
  return {
    words: rows.map((row) => ({ word: String(row.word), documents: num(row.documents), headDocuments: num(row.head_documents) })),
    indexDocuments: num(rows[0]?.index_documents),
  };
}

export interface VocabularyTerm {
  term: string;
  frequency: number;
}

export async function listVocabulary(db: Db, language: SearchLanguage): Promise<VocabularyTerm[]> {
  const rows = await rowsOf(db, sql`select term, frequency from search_terms where language = ${languageSql(language)}`);
  return rows.map((row) => ({ term: String(row.term), frequency: num(row.frequency) }));
}
