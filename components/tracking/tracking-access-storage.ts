/*
 * The short-lived token of a successful guest look-up, kept for this tab only (session storage)
 * so /tracking-your-order?order=CODE can read the order back after a reload without the e-mail
 * ever appearing in the address.
 */

const PREFIX = 'deskhaus:tracking-access:';

export function saveTrackingAccess(orderCode: string, token: string, expiresAt: string): void {
  try {
    sessionStorage.setItem(PREFIX + orderCode, JSON.stringify({ token, expiresAt }));
  } catch {
    // Private modes may refuse storage: the result page then asks for the look-up again.
  }
}

export function readTrackingAccess(orderCode: string): string | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + orderCode);
    if (!raw) return null;
    const value = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
    if (typeof value.token !== 'string' || typeof value.expiresAt !== 'string' || Date.parse(value.expiresAt) <= Date.now()) return null;
    return value.token;
  } catch {
    return null;
  }
}
