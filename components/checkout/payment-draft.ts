import type { PlaceOrderBody } from '@/lib/contracts/ordering/checkout-schemas';
import { cardDigits, cardErrors, parseExpiry, type CardDraft, type CardField } from './card-input';
import type { PaymentChoice } from './payment-choices';

export interface BankDraft {
  account: string;
  routing: string;
  holder: string;
}

export type BankField = keyof BankDraft;

export const EMPTY_BANK: BankDraft = { account: '', routing: '', holder: '' };

/** Everything the payment form holds; only the part of the chosen method is sent. */
export interface PaymentDraft {
  choice: PaymentChoice | null;
  card: CardDraft;
  /** A saved card instead of typed fields. */
  savedCardId: number | null;
  saveCard: boolean;
  bank: BankDraft;
  cryptoAsset: string | null;
}

export type PaymentErrorField = `card.${CardField}` | `bank.${BankField}` | 'method' | 'asset';

export function bankErrors(bank: BankDraft): BankField[] {
  const errors: BankField[] = [];
  if (!/^\d{4,17}$/.test(bank.account.trim())) errors.push('account');
  if (!/^\d{9}$/.test(bank.routing.trim())) errors.push('routing');
  if (bank.holder.trim() === '') errors.push('holder');
  return errors;
}

/** What stops this payment from being sent, field by field in the form's order. */
export function paymentErrors(draft: PaymentDraft, now: Date = new Date()): PaymentErrorField[] {
  const { choice } = draft;
  if (!choice) return ['method'];
  switch (choice.kind) {
    case 'card':
      return draft.savedCardId !== null ? [] : cardErrors(draft.card, now).map((field) => `card.${field}` as const);
    case 'ach':
      return bankErrors(draft.bank).map((field) => `bank.${field}` as const);
    case 'crypto':
      return draft.cryptoAsset ? [] : ['asset'];
    default:
      return [];
  }
}

/** The place-order body for the chosen method; call only when paymentErrors found nothing. */
export function placeOrderBody(draft: PaymentDraft, extras: { expectedTotal: number; walletToken?: string; deviceSessionId?: string | null }): PlaceOrderBody {
  const choice = draft.choice!;
  const body: PlaceOrderBody = {
    method_id: choice.method_id,
    payment_option: choice.payment_option,
    expected_total: extras.expectedTotal,
    save_card: false,
    ...(extras.deviceSessionId ? { device_session_id: extras.deviceSessionId } : {}),
  };
  switch (choice.kind) {
    case 'card': {
      if (draft.savedCardId !== null) return { ...body, saved_card_id: draft.savedCardId };
      const expiry = parseExpiry(draft.card.expiry)!;
      return {
        ...body,
        save_card: draft.saveCard,
        card: { number: cardDigits(draft.card.number), exp_month: expiry.month, exp_year: expiry.year, cvc: draft.card.cvc.trim(), holder: draft.card.holder.trim() },
      };
    }
    case 'apple_pay':
    case 'google_pay':
      return { ...body, wallet_token: extras.walletToken };
    case 'ach':
      return { ...body, bank_account: { account_number: draft.bank.account.trim(), routing_number: draft.bank.routing.trim(), holder: draft.bank.holder.trim() } };
    case 'crypto':
      return { ...body, crypto_asset: draft.cryptoAsset ?? undefined };
    default:
      return body;
  }
}
