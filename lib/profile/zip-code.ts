/*
 * Postal-code formats of the countries the store ships to most (issue 4: "zip by country").
 * Other countries only get a loose shape check: their formats are too varied to refuse an
 * address the carrier would accept.
 */

export interface ZipFormat {
  pattern: RegExp;
  /** A valid code shown as a hint next to the field. */
  example: string;
}

export const ZIP_FORMATS: Readonly<Record<string, ZipFormat>> = {
  US: { pattern: /^\d{5}(?:-\d{4})?$/, example: '94103' },
  // Canada: letter-digit-letter digit-letter-digit, without D F I O Q U (and W Z first).
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: 'K1A 0B1' },
  GB: { pattern: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i, example: 'SW1A 1AA' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
};

const LOOSE_ZIP = /^[A-Z\d][A-Z\d -]{1,9}$/i;

export function zipFormatOf(country: string | null | undefined): ZipFormat | undefined {
  return ZIP_FORMATS[(country ?? '').trim().toUpperCase()];
}

/** Whether `zip` is a postal code of `country`; an empty code is left to the "required" rule. */
export function isValidZipCode(zip: string, country: string | null | undefined): boolean {
  const value = zip.trim();
  if (value === '') return true;
  const format = zipFormatOf(country);
  return (format?.pattern ?? LOOSE_ZIP).test(value);
}
