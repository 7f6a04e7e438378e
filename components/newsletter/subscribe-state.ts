/* What /subscribe shows. The server decides it (server/pages/subscribe-page-props.ts, same
 * shape: the page checks they agree); with JavaScript the form moves from "form" to "sent"
 * without a reload. */

export type SubscribeFormError = 'emailRequired' | 'emailInvalid' | 'rateLimited' | 'failed';

export type SubscribeViewState =
  | { kind: 'form'; email: string; error: SubscribeFormError | null }
  | { kind: 'sent'; email?: string }
  | { kind: 'confirmed' }
  | { kind: 'confirm-failed'; reason: 'unknown' | 'expired' | 'unsubscribed' | 'failed' }
  | { kind: 'unsubscribe'; token: string }
  | { kind: 'unsubscribed' }
  | { kind: 'unsubscribe-failed' };

/** The error of a typed address, or null when it is worth sending. */
export function emailInputError(value: string): 'emailRequired' | 'emailInvalid' | null {
  const address = value.trim();
  if (address === '') return 'emailRequired';
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(address) && address.length <= 254 ? null : 'emailInvalid';
}
