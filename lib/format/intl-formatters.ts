/*
 * Intl formatters remembered per locale and options. Building one costs far more than using it
 * (tens to hundreds of microseconds: the locale data is looked up each time), and a product page
 * formats a date and a language name per review on every server render.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

function remembered<T>(cache: Map<string, T>, locale: string | undefined, options: object, make: () => T): T {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return remembered(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return remembered(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** Throws, as Intl.DisplayNames does, for a locale it cannot read. */
export function displayNamesOf(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return remembered(displayNames, locale, options, () => new Intl.DisplayNames([locale], options));
}
