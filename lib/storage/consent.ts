/* The consent layer records the shopper's choice in a cookie; storage helpers ask it before
 * writing anything that is not needed for the store to work (analytics, campaign tracking). */
export type ConsentChoice = 'all' | 'essential';

export function parseConsent(cookieValue: string | undefined | null): ConsentChoice | undefined {
  return cookieValue === 'all' || cookieValue === 'essential' ? cookieValue : undefined;
}

export function allowsNonEssential(choice: ConsentChoice | undefined): boolean {
  return choice === 'all';
}

export function readConsentFromDocument(): ConsentChoice | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = /(?:^|;\s*)dh_consent=([^;]*)/.exec(document.cookie);
  return parseConsent(match ? decodeURIComponent(match[1] ?? '') : undefined);
}
