/* Checks of bank details that both the payout form and the server apply: a typo in an IBAN or a
 * routing number is caught before money is sent to the wrong account. */

/** IBAN length per country (ISO 13616 registry): the countries whose brands are paid by IBAN. */
export const IBAN_LENGTHS = {
  AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24,
} as const;
export type IbanCountry = keyof typeof IBAN_LENGTHS;
export const IBAN_COUNTRIES = Object.keys(IBAN_LENGTHS) as [IbanCountry, ...IbanCountry[]];

/** Spaces and dashes are how people copy an IBAN from a statement; they are not part of it. */
export function normalizeIban(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10: the two check digits make the rearranged number ≡ 1 (mod 97). */
export function ibanChecksumIsValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Why an IBAN is refused for `country`, or null when it is valid. */
export function ibanProblem(iban: string, country: IbanCountry): string | null {
  if (!iban.startsWith(country)) return `An IBAN of this country starts with ${country}.`;
  if (iban.length !== IBAN_LENGTHS[country]) return `An IBAN of this country has ${IBAN_LENGTHS[country]} characters.`;
  if (!ibanChecksumIsValid(iban)) return 'This IBAN is not valid: check it for a typo.';
  return null;
}

/** ABA routing numbers: 9 digits whose weighted sum (3, 7, 1, repeated) is a multiple of 10. */
export function abaRoutingNumberIsValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** What the brand sees of its account: the last four characters only. */
export function maskAccount(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}
