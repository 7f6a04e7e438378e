import { displayNamesOf } from '@/lib/format/intl-formatters';

/**
 * A country's name in a page's language ("Dänemark" for DK in German), or the code when Intl
 * cannot name it. Written by the server into page props (a brand store's "Based in"): building
 * an Intl formatter costs a phone 150 ms or more on a page's first load (decision 0058).
 */
export function regionNameIn(code: string, locale: string): string {
  try {
    return displayNamesOf(locale, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
