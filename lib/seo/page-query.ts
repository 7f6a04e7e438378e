/** A page's query as Next's router gives it (repeated keys become arrays). */
export type QueryValue = string | readonly string[] | undefined;
export type PageQuery = Readonly<Record<string, QueryValue>>;

/** The first value of a query parameter: a repeated key counts by its first occurrence. */
export function firstQueryValue(value: QueryValue): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

/** Reads the query out of a URL or path such as router.asPath ("/search?q=desk#top"). */
export function queryOfPath(path: string): PageQuery {
  const search = path.split('#', 1)[0]?.split('?')[1];
  if (!search) return {};
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}
