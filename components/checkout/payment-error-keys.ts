import type { CardField } from './card-input';
import type { BankField, PaymentErrorField } from './payment-draft';

/* Where each payment error is said (checkout.errors.<key>) and which field it points at. */

const CARD_ERROR_KEYS: Record<CardField, string> = { number: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc', holder: 'cardHolder' };
const BANK_ERROR_KEYS: Record<BankField, string> = { account: 'accountNumber', routing: 'routingNumber', holder: 'accountHolder' };

export function errorKeyOf(field: PaymentErrorField): string {
  if (field === 'method') return 'chooseMethod';
  if (field === 'asset') return 'chooseAsset';
  const [group, name] = field.split('.') as ['card' | 'bank', string];
  return group === 'card' ? CARD_ERROR_KEYS[name as CardField] : BANK_ERROR_KEYS[name as BankField];
}

export const fieldIdOf = (field: PaymentErrorField) => (field === 'method' ? 'payment-methods' : field === 'asset' ? 'crypto-asset' : field.replace('.', '-'));
