/**
 * A plausible e-mail address: something@domain.tld, no spaces. The server has the final word;
 * this only catches typos before a round trip.
 */
export function isPlausibleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value.trim()) && value.trim().length <= 254;
}
