/*
 * Postal addresses as each country writes them (issue 20): one formatter for the order pages,
 * invoices, packing slips and mails, so "94105 San Francisco, CA, US" never appears again.
 *   US  San Francisco, CA 94105          (city, state and ZIP on one line)
 *   CA  Toronto ON  M5V 2T6              (Canada Post: province code, two spaces, postal code)
 *   GB  London / SW1A 1AA                (Royal Mail: the postcode on its own line)
 *   AE  Dubai                            (no postal codes)
 *   FR, DE and the rest of Europe: 75001 Paris, 10115 Berlin
 * The country is written out in the reader's language ("United States", "Allemagne").
 */

export interface PostalAddress {
  full_name?: string | null;
  street: string;
  line_1?: string | null;
  city: string;
  state_or_province?: string | null;
  postal_code?: string | null;
  country: string;
  phone?: string | null;
}

export interface AddressFormatOptions {
  /** The first line; left out where the name is shown apart. Default true. */
  name?: boolean;
  /** The phone as the last line (packing slips, for the carrier). Default false. */
  phone?: boolean;
  /** The country line. Default true. */
  country?: boolean;
}

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/** The line (or lines, for GB) with the city, region and postal code, by the country's custom. */
export function cityLines(address: PostalAddress): string[] {
  const city = clean(address.city);
  const region = clean(address.state_or_province);
  const postal = clean(address.postal_code);
  switch (address.country.trim().toUpperCase()) {
    case 'US':
      return [[[city, region].filter(Boolean).join(', '), postal].filter(Boolean).join(' ')];
    case 'CA':
      return [[city, [region, postal].filter(Boolean).join('  ')].filter(Boolean).join(' ')];
    case 'GB':
      return [city, postal];
    case 'AE':
      return [[city, region].filter(Boolean).join(', ')];
    default:
      return [[postal, city].filter(Boolean).join(' '), region];
  }
}

const countryNames = new Map<string, Intl.DisplayNames | null>();

/** "United States" for "US" in en, "États-Unis" in fr; the code itself when the runtime cannot say. */
export function countryName(code: string, locale: string): string {
  if (!countryNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    countryNames.set(locale, names);
  }
  try {
    return countryNames.get(locale)?.of(code.trim().toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The address as lines for a block (`<address>`, an invoice, a slip), empty lines left out. */
export function formatAddressLines(address: PostalAddress, locale: string, options: AddressFormatOptions = {}): string[] {
  const lines = [
    ...(options.name === false ? [] : [clean(address.full_name)]),
    clean(address.street),
    clean(address.line_1),
    ...cityLines(address),
    ...(options.country === false ? [] : [countryName(address.country, locale)]),
    ...(options.phone ? [clean(address.phone)] : []),
  ];
  return lines.filter((line) => line !== '');
}

/** The address on one line, as a mail's sentence shows it: "Ada Lopez, 1 Market St, San Francisco, CA 94105, United States". */
export function formatAddressLine(address: PostalAddress, locale: string, options: AddressFormatOptions = {}): string {
  return formatAddressLines(address, locale, options).join(', ');
}
