import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.resolve(__dirname, '../../../locales');
const TRANSLATED = ['fr', 'de'] as const;

type Tree = { [key: string]: string | Tree };

function readNamespace(language: string, file: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(full, value);
    else for (const [k, v] of flatten(value, full)) entries.set(k, v);
  }
  return entries;
}

// Plural forms differ between languages (French has `_many`, English does not), so keys are
// compared by their base name.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (entries: Map<string, string>) => new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));

// A value of three words or more is a sentence or phrase that must be translated; shorter ones
// may legitimately match (Menu, Blog, Gaming, Europe).
const isSentence = (value: string) => value.replace(/\{\{[^}]+\}\}/g, '').trim().split(/\s+/).length >= 3;

const namespaceFiles = fs.readdirSync(path.join(LOCALES_DIR, 'en')).filter((file) => file.endsWith('.json'));

describe('translation files', () => {
  it('exist for at least the shell namespace', () => {
    expect(namespaceFiles).toContain('common.json');
  });

  describe.each(namespaceFiles)('%s', (file) => {
    const english = flatten(readNamespace('en', file));

    it.each(TRANSLATED)('has every English key in %s', (language) => {
      const translated = flatten(readNamespace(language, file));
      const missing = [...baseKeys(english)].filter((key) => !baseKeys(translated).has(key));
      expect(missing).toEqual([]);
    });

    it.each(TRANSLATED)('has no key in %s that English lacks', (language) => {
      const translated = flatten(readNamespace(language, file));
      const extra = [...baseKeys(translated)].filter((key) => !baseKeys(english).has(key));
      expect(extra).toEqual([]);
    });

    it.each(TRANSLATED)('translates every English sentence into %s', (language) => {
      const translated = flatten(readNamespace(language, file));
      const untranslated = [...english]
        .filter(([key, value]) => isSentence(value) && translated.get(key) === value)
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it.each(TRANSLATED)('keeps the same interpolation variables in %s', (language) => {
      const translated = flatten(readNamespace(language, file));
      const variables = (value: string | undefined) => [...(value ?? '').matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
      const mismatched = [...english]
        .filter(([key]) => translated.has(key))
        .filter(([key, value]) => variables(value).join() !== variables(translated.get(key)).join())
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  });
});
