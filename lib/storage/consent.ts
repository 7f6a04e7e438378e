/* The consent layer records the shopper's choice in a cookie; storage helpers ask it before
 * writing anything that is not needed for the store to work (analytics, campaign tracking). */
import { readDocumentCookie } from './document-cookie';

export type ConsentChoice = 'all' | 'essential';

export function parseConsent(cookieValue: string | undefined | null): ConsentChoice | undefined {
  return cookieValue === 'all' || cookieValue === 'essential' ? cookieValue : undefined;
}

export function allowsNonEssential(choice: ConsentChoice | undefined): boolean {
  return choice === 'all';
}

export function readConsentFromDocument(): ConsentChoice | undefined {
  return parseConsent(readDocumentCookie('dh_consent'));
}
