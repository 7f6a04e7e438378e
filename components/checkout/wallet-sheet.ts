import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';

/**
 * Stands in for the Apple Pay and Google Pay sheets. A real gateway's browser SDK opens the
 * wallet and hands back a one-time token; the store's built-in test provider (README "Test
 * payments") accepts these fixed tokens instead, so the whole flow can be tried without a
 * device wallet. Swapping in a gateway means replacing this function only.
 */
export async function requestWalletToken(methodId: number): Promise<string> {
  return methodId === PAYMENT_METHOD.APPLE_PAY ? 'tok_applepay_success' : 'tok_googlepay_success';
}
