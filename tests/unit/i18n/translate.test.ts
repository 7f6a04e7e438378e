import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeT, translate, type NamespaceBundles, type TranslateOptions, type TranslationTree } from '@/lib/i18n/translate';

/*
 * The browser's `t` (decision 0022) must read every translation file as i18next reads it on the
 * server: the same text for every key, plural form, context and variable, or a page would change
 * its words on hydration. These tests ask both for every key of every file.
 */

const LOCALE_OF_LANGUAGE = { en: 'en-US', fr: 'fr-FR', de: 'de-DE' } as const;
const root = path.resolve(__dirname, '../../../locales');

function bundlesOf(language: string): Record<string, TranslationTree> {
  const bundles: Record<string, TranslationTree> = {};
  for (const file of fs.readdirSync(path.join(root, language))) {
    if (file.endsWith('.json')) bundles[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(root, language, file), 'utf8')) as TranslationTree;
  }
  return bundles;
}

function i18nextFor(locale: string, bundles: Record<string, TranslationTree>): I18n {
  const instance = i18next.createInstance();
  // What next-i18next gives the server: its defaults with this project's config.
  void instance.init({ lng: locale, resources: { [locale]: bundles }, ns: Object.keys(bundles), defaultNS: 'common', fallbackLng: false, initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key that names a text, plural and context suffixes taken off, with the contexts seen. */
function keysOf(tree: unknown, prefix = '', into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  if (tree === null || typeof tree !== 'object') return into;
  for (const [name, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') {
      const base = full.replace(PLURAL, '');
      const contexts = into.get(base) ?? new Set<string>();
      into.set(base, contexts);
      const context = /^(.*)_([a-z]+)$/.exec(base);
      if (context?.[1] && context[2]) into.set(context[1], (into.get(context[1]) ?? new Set()).add(context[2]));
    } else keysOf(value, full, into);
  }
  return into;
}

/** A value for every `{{variable}}` of the texts under a key. */
function variablesOf(tree: TranslationTree, key: string): TranslateOptions {
  const values: Record<string, unknown> = {};
  const parts = key.split('.');
  const last = parts.pop() ?? key;
  const parent = parts.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) as Record<string, unknown> | undefined;
  // The key's own text and its plural and context forms (key_one, key_other, key_review).
  const text = JSON.stringify(Object.entries(parent ?? {}).filter(([name]) => name === last || name.startsWith(`${last}_`)));
  for (const match of text.matchAll(/\{\{-?\s*([\w.]+)\s*\}\}/g)) {
    const name = match[1] ?? '';
    if (name === 'count') continue;
    const path = name.split('.');
    let node = values;
    path.slice(0, -1).forEach((part) => (node = (node[part] ??= {}) as Record<string, unknown>));
    node[path[path.length - 1] ?? name] = `«${name}»`;
  }
  return values;
}

describe.each(Object.entries(LOCALE_OF_LANGUAGE))('every key of the %s files', (language, locale) => {
  const bundles = bundlesOf(language);
  const reference = i18nextFor(locale, bundles);

  it.each(Object.keys(bundles))('%s reads as i18next reads it, in every plural form and context', (namespace) => {
    const tree = bundles[namespace] as TranslationTree;
    let compared = 0;
    for (const [key, contexts] of keysOf(tree)) {
      const variables = variablesOf(tree, key);
      const optionSets: TranslateOptions[] = [variables, ...[0, 1, 2, 5, 1000].map((count) => ({ ...variables, count }))];
      for (const context of contexts) optionSets.push({ ...variables, context }, { ...variables, context, count: 1 }, { ...variables, context, count: 3 });
      for (const options of optionSets) {
        const ours = translate(bundles as NamespaceBundles, locale, [namespace], key, options);
        const theirs = reference.t(key, { ...options, ns: namespace } as never) as unknown;
        expect({ key, options, text: ours }).toEqual({ key, options, text: theirs });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});

describe('lookup rules', () => {
  const bundles: NamespaceBundles = {
    common: { greeting: 'Hello {{name}}', nested: { deep: 'Deep {{order.code}}' }, list: ['a {{x}}', 'b'], empty: '' },
    cart: { items_one: '{{count}} item', items_other: '{{count}} items', items_zero: 'No items', done: 'Done', done_review: 'Sent for review', title: 'Cart' },
    checkout: { title: 'Checkout' },
  };
  const reference = i18nextFor('en-US', bundles as Record<string, TranslationTree>);
  const cases: Array<[string, readonly string[], TranslateOptions | undefined]> = [
    ['greeting', ['common'], { name: 'Ana' }],
    ['greeting', ['common'], undefined],
    ['nested.deep', ['common'], { order: { code: 'A1' } }],
    ['list', ['common'], { returnObjects: true, x: 'X' }],
    ['nested', ['common'], { returnObjects: true, order: { code: 'B2' } }],
    ['nested', ['common'], undefined],
    ['empty', ['common'], undefined],
    ['items', ['cart'], { count: 0 }],
    ['items', ['cart'], { count: 1 }],
    ['items', ['cart'], { count: 7 }],
    ['items', ['cart'], { count: '1,000+' }],
    ['done', ['cart'], { context: 'review' }],
    ['done', ['cart'], { context: 'other' }],
    ['done', ['cart'], { context: '' }],
    ['checkout:title', ['cart'], undefined],
    ['title', ['checkout', 'cart'], undefined],
    ['title', ['cart'], { ns: 'checkout' }],
    ['missing.key', ['cart'], undefined],
    ['missing', ['cart'], { defaultValue: 'Fallback {{n}}', n: 2 }],
    ['cart:missing', ['common'], undefined],
  ];

  it.each(cases)('%s in %j with %j answers what i18next answers', (key, namespaces, options) => {
    const theirs = reference.t(key, { ns: [...namespaces], ...options } as never) as unknown;
    expect(translate(bundles, 'en-US', namespaces, key, options)).toEqual(theirs);
  });

  it('prefixes keys for a hook with a key prefix, and uses its namespaces in order', () => {
    const t = makeT(bundles, 'en-US', ['cart', 'common'], 'nested');
    expect(makeT(bundles, 'en-US', ['cart', 'common'])('greeting', { name: 'Bo' })).toBe('Hello Bo');
    expect(t('deep', { order: { code: 'C3' } })).toBe('Deep C3');
    expect(t('checkout:title')).toBe('Checkout');
  });
});
