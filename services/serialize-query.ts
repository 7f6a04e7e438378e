/** One value of a query parameter; null, undefined and '' mean "not set" and are dropped. */
export type QueryScalar = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryScalar | readonly QueryScalar[]>>;

/** Spec §5: keys the API reads as lists, so they are always sent as lists, even of one. */
export const ARRAY_QUERY_KEYS: ReadonlySet<string> = new Set([
  'codes',
  'frequently_ids',
  'vendor_slugs',
  'product_url_codes',
  'product_codes',
  'product_sequence_codes',
  'category_codes',
  'category_slugs',
  'product_slugs',
  'usage_slugs',
  'sort',
  'statuses',
]);

export function isArrayQueryKey(key: string): boolean {
  return key.endsWith('[]') || ARRAY_QUERY_KEYS.has(key);
}

function isSet(value: QueryScalar): value is string | number | boolean {
  return value !== null && value !== undefined && value !== '';
}

/**
 * Drops unset values and gives every list key an array, so single values of list keys cannot be
 * mistaken for scalars by whoever reads the result. Other keys keep their shape.
 */
export function normalizeQuery(params: QueryParams): Record<string, string | string[]> {
  // fromEntries defines own properties, so keys such as "__proto__" stay plain data.
  return Object.fromEntries(normalizedEntries(params));
}

function normalizedEntries(params: QueryParams): Array<[string, string | string[]]> {
  const entries: Array<[string, string | string[]]> = [];
  for (const [key, raw] of Object.entries(params)) {
    if (Array.isArray(raw) || isArrayQueryKey(key)) {
      const values = (Array.isArray(raw) ? (raw as readonly QueryScalar[]) : [raw as QueryScalar]).filter(isSet).map(String);
      if (values.length > 0) entries.push([key, values]);
    } else if (isSet(raw as QueryScalar)) {
      entries.push([key, String(raw)]);
    }
  }
  return entries;
}

/** Percent-encodes a key but keeps a trailing `[]` readable, as PHP- and Rails-style servers expect. */
function encodeKey(key: string): string {
  return key.endsWith('[]') ? `${encodeURIComponent(key.slice(0, -2))}[]` : encodeURIComponent(key);
}

/** Serializes params as `a=1&list=x&list=y`: lists repeat their key once per value. */
export function serializeQuery(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, value] of normalizedEntries(params)) {
    const encodedKey = encodeKey(key);
    for (const item of typeof value === 'string' ? [value] : value) {
      pairs.push(`${encodedKey}=${encodeURIComponent(item)}`);
    }
  }
  return pairs.join('&');
}
