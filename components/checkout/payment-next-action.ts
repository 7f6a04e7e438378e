/*
 * What the shopper does next after placing an order (PaymentView.next_action, typed `unknown`
 * in the API shapes): a redirect step, or the instructions of a method that settles later. Read
 * defensively, since an unknown action must not break the thank-you or pending page.
 */

export type NextAction =
  | { type: 'redirect'; url: string }
  | {
      type: 'bank_transfer';
      bank_name: string;
      account_holder: string;
      account_number: string;
      routing_number: string;
      iban: string;
      swift: string;
      reference: string;
      amount: number;
      currency: string;
    }
  | { type: 'ach_debit'; bank_name: string; account_last4: string; expected_settlement_days: number }
  | {
      type: 'crypto';
      asset: string;
      network: string;
      address: string;
      amount: string;
      expires_at: string;
      confirmations_required: number;
      confirmations: number;
    };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function readNextAction(value: unknown): NextAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const action = value as Record<string, unknown>;
  switch (action.type) {
    case 'redirect':
      return typeof action.url === 'string' && isSameSitePath(action.url) ? { type: 'redirect', url: action.url } : null;
    case 'bank_transfer':
      return {
        type: 'bank_transfer',
        bank_name: str(action.bank_name),
        account_holder: str(action.account_holder),
        account_number: str(action.account_number),
        routing_number: str(action.routing_number),
        iban: str(action.iban),
        swift: str(action.swift),
        reference: str(action.reference),
        amount: num(action.amount),
        currency: str(action.currency),
      };
    case 'ach_debit':
      return { type: 'ach_debit', bank_name: str(action.bank_name), account_last4: str(action.account_last4), expected_settlement_days: num(action.expected_settlement_days) };
    case 'crypto':
      return {
        type: 'crypto',
        asset: str(action.asset),
        network: str(action.network),
        address: str(action.address),
        amount: str(action.amount),
        expires_at: str(action.expires_at),
        confirmations_required: num(action.confirmations_required),
        confirmations: num(action.confirmations),
      };
    default:
      return null;
  }
}

/** The test provider redirects within the store; anything else would be an open redirect. */
export function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
