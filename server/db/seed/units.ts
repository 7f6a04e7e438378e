import type { LanguageCode } from '@/server/db/schema/catalog/catalog';
import type { Localized } from './localized';

const NUMBER_LOCALE: Readonly<Record<LanguageCode, string>> = { en: 'en-US', fr: 'fr-FR', de: 'de-DE' };

/* Building an Intl.NumberFormat costs far more than using one; a large catalog formats millions. */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, language: LanguageCode, maximumFractionDigits = 1): string {
  const key = `${language}:${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

function perLanguage(format: (language: LanguageCode) => string): Localized {
  return { en: format('en'), fr: format('fr'), de: format('de') };
}

const inches = (cm: number) => cm / 2.54;

/* The US store reads imperial first with metric in brackets; the French and German ones metric. */
export function lengthCm(cm: number): Localized {
  return perLanguage((lang) =>
    lang === 'en' ? `${formatNumber(inches(cm), lang)} in (${formatNumber(cm, lang)} cm)` : `${formatNumber(cm, lang)} cm`,
  );
}

export function rangeCm(from: number, to: number): Localized {
  return perLanguage((lang) =>
    lang === 'en'
      ? `${formatNumber(inches(from), lang)}–${formatNumber(inches(to), lang)} in (${from}–${to} cm)`
      : `${formatNumber(from, lang)}–${formatNumber(to, lang)} cm`,
  );
}

export function dimensionsCm(width: number, depth: number, height: number): Localized {
  return perLanguage((lang) => {
    const metric = `${formatNumber(width, lang)} × ${formatNumber(depth, lang)} × ${formatNumber(height, lang)} cm`;
    if (lang !== 'en') return metric;
    return `${formatNumber(inches(width), lang)} × ${formatNumber(inches(depth), lang)} × ${formatNumber(inches(height), lang)} in (${metric})`;
  });
}

export function weightKg(kg: number): Localized {
  return perLanguage((lang) =>
    lang === 'en' ? `${formatNumber(kg * 2.20462, lang, 0)} lb (${formatNumber(kg, lang)} kg)` : `${formatNumber(kg, lang)} kg`,
  );
}

export function years(count: number): Localized {
  return { en: `${count} years`, fr: `${count} ans`, de: `${count} Jahre` };
}

export function plain(text: string): Localized {
  return { en: text, fr: text, de: text };
}
