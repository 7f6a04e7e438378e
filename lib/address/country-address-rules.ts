/*
 * What a postal address looks like in each country the store ships to (issue 5, ADR 0012).
 * The checkout form reads these rules for its labels, the state/province select and its hints;
 * the server reads the same rules in validateAddress, so the browser never accepts what the
 * server refuses. US, CA, GB, FR and DE are precise; the other European and Middle-East
 * countries check the national format; any other country gets a permissive rule.
 */
import { CA_PROVINCES, US_STATES, type RegionOption } from './country-regions-data';

export type { RegionOption } from './country-regions-data';

/** What the state_or_province field is called: its label in the form (locales checkout.json address.regionLabel). */
export type RegionLabelKind = 'state' | 'province' | 'county' | 'none';

/** What the postal code is called (address.postalLabel): ZIP code in the US, postcode in the UK. */
export type PostalLabelKind = 'zip' | 'postcode' | 'postal_code';

export interface PostalCodeRule {
  /** Matches a postal code after normalizePostalCode (upper case, canonical spacing). */
  pattern: RegExp;
  /** A valid code for the form's hint ("For example 94107"); empty when the country has none. */
  example: string;
  required: boolean;
}

export interface CountryAddressRules {
  country: string;
  postalCode: PostalCodeRule;
  postalLabel: PostalLabelKind;
  regionLabel: RegionLabelKind;
  /** Whether state_or_province must be filled (and, when `regions` is not empty, be one of them). */
  regionRequired: boolean;
  /** The choices of the state/province select; empty when the field is free text or hidden. */
  regions: readonly RegionOption[];
}

interface RuleSeed {
  postal: RegExp;
  example: string;
  postalRequired?: boolean;
  postalLabel?: PostalLabelKind;
  regionLabel?: RegionLabelKind;
  regionRequired?: boolean;
  regions?: readonly RegionOption[];
}

/*
 * Patterns are anchored and written for the normalized form. Sources: USPS (ZIP, ZIP+4), Canada
 * Post (letters D, F, I, O, Q, U never used; W and Z never first), Royal Mail (outward/inward
 * code shapes, GIR 0AA), La Poste (départements 01–98, Monaco 980xx), Deutsche Post (01001–99998).
 */
const RULE_SEEDS: Readonly<Record<string, RuleSeed>> = {
  US: {
    postal: /^\d{5}(?:-\d{4})?$/,
    example: '94107',
    postalLabel: 'zip',
    regionLabel: 'state',
    regionRequired: true,
    regions: US_STATES,
  },
  CA: {
    postal: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    example: 'M5V 2T6',
    regionLabel: 'province',
    regionRequired: true,
    regions: CA_PROVINCES,
  },
  GB: {
    postal: /^(?:GIR 0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) \d[ABD-HJLNP-UW-Z]{2})$/,
    example: 'SW1A 1AA',
    postalLabel: 'postcode',
    regionLabel: 'county',
  },
  FR: { postal: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/, example: '75001' },
  DE: { postal: /^(?!00)\d{5}$/, example: '10115' },
  ES: { postal: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013', regionLabel: 'province' },
  PT: { postal: /^[1-9]\d{3}-\d{3}$/, example: '1100-148' },
  NL: { postal: /^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/, example: '1012 JS' },
  BE: { postal: /^[1-9]\d{3}$/, example: '1000' },
  LU: { postal: /^\d{4}$/, example: '1009' },
  AT: { postal: /^[1-9]\d{3}$/, example: '1010' },
  CH: { postal: /^[1-9]\d{3}$/, example: '8001' },
  DK: { postal: /^[1-9]\d{3}$/, example: '1050' },
  NO: { postal: /^\d{4}$/, example: '0150' },
  IT: { postal: /^\d{5}$/, example: '00184', regionLabel: 'province' },
  FI: { postal: /^\d{5}$/, example: '00100' },
  SE: { postal: /^[1-9]\d{2} \d{2}$/, example: '111 52' },
  PL: { postal: /^\d{2}-\d{3}$/, example: '00-001' },
  CZ: { postal: /^[1-7]\d{2} \d{2}$/, example: '110 00' },
  GR: { postal: /^[1-8]\d{2} \d{2}$/, example: '105 57' },
  // Eircodes are optional: many Irish addresses are still written and delivered without one.
  IE: { postal: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/, example: 'D02 X285', postalRequired: false, regionLabel: 'county' },
  // The Emirates have no postal codes; the emirate goes in state_or_province, if given.
  AE: { postal: /^$/, example: '', postalRequired: false },
};

/** Any other country: letters, digits, spaces and hyphens, 2–10 characters, optional. */
const PERMISSIVE_POSTAL = /^[A-Z0-9](?:[A-Z0-9 -]{0,8}[A-Z0-9])?$/;

function normalizeCountry(country: string): string {
  return country.trim().toUpperCase();
}

/** The address rules of a country (ISO 3166-1 alpha-2, any case). */
export function addressRulesFor(country: string): CountryAddressRules {
  const code = normalizeCountry(country);
  const seed = RULE_SEEDS[code];
  if (!seed) {
    return {
      country: code,
      postalCode: { pattern: PERMISSIVE_POSTAL, example: '', required: false },
      postalLabel: 'postal_code',
      regionLabel: 'none',
      regionRequired: false,
      regions: [],
    };
  }
  return {
    country: code,
    postalCode: { pattern: seed.postal, example: seed.example, required: seed.postalRequired ?? true },
    postalLabel: seed.postalLabel ?? 'postal_code',
    regionLabel: seed.regionLabel ?? 'none',
    regionRequired: seed.regionRequired ?? false,
    regions: seed.regions ?? [],
  };
}

/*
 * Shoppers type postal codes in many ways ("m5v2t6", "sw1a1aa", "1012js"); the canonical form
 * puts the space where the post office does, so the pattern stays strict and the stored address
 * prints right on a label.
 */
export function normalizePostalCode(country: string, postalCode: string): string {
  const compact = postalCode.toUpperCase().replace(/[\s]+/g, '');
  switch (normalizeCountry(country)) {
    case 'CA':
      return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
    case 'IE':
      return /^[A-Z0-9]{7}$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
    case 'GB':
      return /^[A-Z0-9]{5,7}$/.test(compact) ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
    case 'NL':
      return /^\d{4}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : compact;
    case 'SE':
    case 'CZ':
    case 'GR':
      return /^\d{5}$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
    case 'LU':
      return compact.replace(/^L-?/, '');
    default:
      return postalCode.trim().toUpperCase().replace(/\s+/g, ' ');
  }
}

/**
 * The code of a state or province from what the shopper gave: its code or its name, any case
 * ("ca", "California" → "CA"). Null when the country has no list or the value is not on it.
 */
export function regionCodeOf(country: string, stateOrProvince: string): string | null {
  const wanted = stateOrProvince.trim().toUpperCase();
  if (wanted === '') return null;
  const match = addressRulesFor(country).regions.find(
    (region) => region.code === wanted || region.name.toUpperCase() === wanted,
  );
  return match?.code ?? null;
}
