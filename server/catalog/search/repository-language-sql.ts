import { sql, type SQL } from 'drizzle-orm';
import { isSearchLanguage, TEXT_SEARCH_CONFIG, type SearchLanguage } from './search-language';

/*
 * Both are written into the SQL text rather than bound as parameters: the per-language partial
 * indexes are only chosen when the planner sees the literal, and both come from the fixed lists
 * above, never from input.
 */
export function configSql(language: SearchLanguage): SQL {
  return sql.raw(`'${TEXT_SEARCH_CONFIG[language]}'::regconfig`);
}

export function languageSql(language: SearchLanguage): SQL {
  if (!isSearchLanguage(language)) throw new Error(`Not a search language: ${String(language)}`);
  return sql.raw(`'${language}'`);
}
