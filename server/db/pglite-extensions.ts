import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The extensions the migrations create (pg_trgm: typo tolerance; unaccent: search_fold). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
