/*
 * The browser's translation function (decision 0022): the part of i18next's `t` the store uses,
 * over the namespaces a page ships in its props. The same lookup rules as i18next, so the files in
 * locales/ and every call keep their meaning; tests/unit/i18n/translate.test.ts checks every key
 * of every file against i18next itself.
 *
 * - `ns:key` picks the namespace; otherwise `options.ns`, else the caller's namespaces in order.
 * - Keys are paths with `.`: `cart.summary.title`.
 * - `count` picks the plural form with Intl.PluralRules (`key_one`, `key_other`, `key_zero` for 0);
 *   `context` adds `_context` before it. The most specific key that exists wins.
 * - `{{name}}` in the text takes `options.name` (paths such as `{{order.code}}` too), unescaped:
 *   React escapes what it renders. A variable the call does not give stays as written.
 * - `returnObjects` returns an object or array of texts, each interpolated.
 * - A missing key returns `defaultValue` when given, else the key itself.
 */

export type TranslationTree = { readonly [key: string]: unknown };
/** Namespace name to its tree, for one language. */
export type NamespaceBundles = { readonly [namespace: string]: TranslationTree | undefined };

/** What `serverSideTranslations` hands a page in `_nextI18Next.initialI18nStore`: locale, namespace, tree. */
export type InitialTranslations = { readonly [locale: string]: { readonly [namespace: string]: TranslationTree } };

export interface TranslateOptions {
  ns?: string | readonly string[];
  /** A number picks the plural form; a string (an already formatted "1,000") is only shown. */
  count?: number | string;
  context?: string;
  defaultValue?: string;
  returnObjects?: boolean;
  [variable: string]: unknown;
}

export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const VARIABLE = /\{\{-?\s*([^{}]+?)\s*\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/*
 * A server render asks for a few hundred keys, the same ones on every page: their parts are
 * split once. Keys come from the code (and a bounded set of data-driven suffixes); past the cap,
 * a key is split each time rather than held.
 */
const PATH_PARTS_CAP = 5_000;
const pathParts = new Map<string, readonly string[]>();
function partsOf(path: string): readonly string[] {
  let parts = pathParts.get(path);
  if (!parts) {
    parts = path.split(KEY_SEPARATOR);
    if (pathParts.size < PATH_PARTS_CAP) pathParts.set(path, parts);
  }
  return parts;
}

function valueAt(tree: unknown, path: string): unknown {
  let node: unknown = tree;
  for (const part of partsOf(path)) {
    if (node === null || typeof node !== 'object') {
      node = undefined;
      break;
    }
    node = (node as Record<string, unknown>)[part];
  }
  // Then the whole key, as i18next does, for a flat key that holds a dot ("size.xl").
  if (node === undefined && tree !== null && typeof tree === 'object' && Object.hasOwn(tree, path)) return (tree as Record<string, unknown>)[path];
  return node;
}

/** Candidate keys, most specific first (i18next's order). */
function candidateKeys(key: string, language: string, options: TranslateOptions): string[] {
  const plural = typeof options.count === 'number';
  const suffix = plural ? `_${pluralCategory(language, options.count as number)}` : '';
  const zero = plural && options.count === 0;
  const keys: string[] = [];
  const withContext = options.context !== undefined && options.context !== '' ? `${key}_${options.context}` : null;
  if (withContext) {
    if (zero) keys.push(`${withContext}_zero`);
    if (plural) keys.push(`${withContext}${suffix}`);
    keys.push(withContext);
  }
  if (zero) keys.push(`${key}_zero`);
  if (plural) keys.push(`${key}${suffix}`);
  keys.push(key);
  return keys;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(VARIABLE, (match, name: string) => {
    const value = options ? valueAt(options, name) : undefined;
    if (value === undefined) return match;
    return value === null ? '' : String(value);
  });
}

function interpolateTree(value: unknown, options: TranslateOptions | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateTree(item, options));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, interpolateTree(item, options)]));
  }
  return value;
}

function splitNamespace(key: string): { namespace: string | null; path: string } {
  const at = key.indexOf(NS_SEPARATOR);
  if (at <= 0) return { namespace: null, path: key };
  return { namespace: key.slice(0, at), path: key.slice(at + 1) };
}

function namespacesOf(option: TranslateOptions['ns']): readonly string[] | null {
  if (option === undefined) return null;
  return typeof option === 'string' ? [option] : option;
}

/**
 * Looks a key up in one language's bundles. `namespaces` are the caller's (a hook's) in order of
 * preference.
 */
export function translate(bundles: NamespaceBundles, language: string, namespaces: readonly string[], key: string, options?: TranslateOptions): unknown {
  const { namespace, path } = splitNamespace(key);
  const searched = namespace ? [namespace] : (namespacesOf(options?.ns) ?? namespaces);
  const keys = candidateKeys(path, language, options ?? {});
  for (const name of searched) {
    const tree = bundles[name];
    if (!tree) continue;
    for (const candidate of keys) {
      const found = valueAt(tree, candidate);
      if (found === undefined || found === null) continue;
      if (typeof found === 'string') return interpolate(found, options);
      if (options?.returnObjects) return interpolateTree(found, options);
      // i18next answers this when an object is asked for as text.
      return `key '${path} (${language})' returned an object instead of string.`;
    }
  }
  if (options?.defaultValue !== undefined) return interpolate(options.defaultValue, options);
  return path;
}

/** A `t` bound to one language, namespaces and key prefix, as `useTranslation` hands out. */
export function makeT(bundles: NamespaceBundles, language: string, namespaces: readonly string[], keyPrefix?: string): TFunction {
  const t = (key: string, options?: TranslateOptions) =>
    translate(bundles, language, namespaces, keyPrefix && !key.includes(NS_SEPARATOR) ? `${keyPrefix}${KEY_SEPARATOR}${key}` : key, options);
  return t as TFunction;
}
