import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/* Every string of the reviews section exists in English, French and German, and fr/de are translated. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}
const read = (language: string) => JSON.parse(fs.readFileSync(path.join('locales', language, 'reviews.json'), 'utf8')) as Record<string, unknown>;

describe('reviews translations', () => {
  const en = read('en');
  it.each(['fr', 'de'])('%s has exactly the English keys', (language) => {
    expect(keysOf(read(language)).sort()).toEqual(keysOf(en).sort());
  });

  it.each(['fr', 'de'])('%s translates the visible sentences', (language) => {
    const other = read(language) as { write: { notPurchased: string; pending: string }; heading: string };
    const english = en as typeof other;
    expect(other.write.notPurchased).not.toBe(english.write.notPurchased);
    expect(other.write.pending).not.toBe(english.write.pending);
    expect(other.heading).not.toBe(english.heading);
  });

  it('is a registered namespace', () => {
    const config = createRequire(import.meta.url)(path.resolve('next-i18next.config.js')) as { ns: string[] };
    expect(config.ns).toContain('reviews');
  });
});
