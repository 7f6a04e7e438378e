import type { LanguageCode } from '@/server/db/schema/catalog/catalog';

export const SEED_LANGUAGES: readonly LanguageCode[] = ['en', 'fr', 'de'];

/** One text in each language the store speaks. */
export type Localized = Readonly<Record<LanguageCode, string>>;

export function l(en: string, fr: string, de: string): Localized {
  return { en, fr, de };
}

/** Replaces {name} placeholders; every placeholder must be given (a typo must not ship). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing value for {${key}} in "${template}"`);
    return String(value);
  });
}

/** Fills one localized template with values that may themselves be localized. */
export function fillLocalized(template: Localized, values: Readonly<Record<string, string | number | Localized>>): Localized {
  const forLanguage = (language: LanguageCode) =>
    fill(
      template[language],
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'object' ? value[language] : value])),
    );
  return { en: forLanguage('en'), fr: forLanguage('fr'), de: forLanguage('de') };
}

/** Joins localized items into "a, b and c" in each language. */
export function listLocalized(items: readonly Localized[]): Localized {
  const join = (language: LanguageCode, and: string) => {
    const words = items.map((item) => item[language]);
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1]}`;
  };
  return { en: join('en', 'and'), fr: join('fr', 'et'), de: join('de', 'und') };
}
