import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { cardBrandOf, checkCard, isExpired, normalizeCardNumber } from './card-checks';
import { parseChargeDetails, type StoredCard } from './charge-details';
import { failedPlan, paidPlan, redirectAction, waitingPlan, type ChargePlan, type PlanContext } from './charge-plan';
import { findChargeByCardToken } from './repository';
import { cardBehaviorOf } from './test-inputs';

/* Cards through the card gateway (id 13): raw test numbers, or a token saved earlier. */

const BRAND_LABEL: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', card: 'Card' };

export function cardLabel(card: Pick<StoredCard, 'brand' | 'last4'>): string {
  return `${BRAND_LABEL[card.brand] ?? 'Card'} •••• ${card.last4}`;
}

export async function planCardCharge(db: Db, context: PlanContext): Promise<ChargePlan> {
  const { instrument } = context.input;
  if (instrument.savedCardToken) return planSavedCardCharge(db, context, instrument.savedCardToken);
  const raw = instrument.card;
  if (!raw) return failedPlan('Card', 'missing_instrument');
  const digits = normalizeCardNumber(raw.number);
  const last4 = digits ? digits.slice(-4) : raw.number.replace(/\D/g, '').slice(-4);
  const label = cardLabel({ brand: digits ? cardBrandOf(digits) : 'card', last4 });
  const failure = checkCard(raw, context.now);
  if (failure || !digits) return failedPlan(label, failure ?? 'incorrect_number');
  const behavior = cardBehaviorOf(digits);
  const card: StoredCard = {
    brand: cardBrandOf(digits),
    last4,
    expMonth: raw.expMonth,
    expYear: raw.expYear < 100 ? 2000 + raw.expYear : raw.expYear,
    behavior,
    token: context.input.saveCard ? `card_tok_${randomBytes(12).toString('hex')}` : null,
  };
  return planForBehavior(context, card, label);
}

async function planSavedCardCharge(db: Db, context: PlanContext, token: string): Promise<ChargePlan> {
  const issuer = await findChargeByCardToken(db, token);
  const saved = issuer ? parseChargeDetails(issuer.details).card : null;
  if (!saved) return failedPlan('Card', 'unknown_saved_card');
  const label = cardLabel(saved);
  if (isExpired(saved.expMonth, saved.expYear, context.now)) return failedPlan(label, 'expired_card');
  // The token stays with the charge that issued it; this charge just pays with it.
  return planForBehavior(context, { ...saved, token: null }, label);
}

function planForBehavior(context: PlanContext, card: StoredCard, label: string): ChargePlan {
  switch (card.behavior) {
    case 'decline':
      return failedPlan(label, 'card_declined', { card: { ...card, token: null } });
    case 'insufficient_funds':
      return failedPlan(label, 'insufficient_funds', { card: { ...card, token: null } });
    case 'redirect':
      return waitingPlan('requires_action', label, redirectAction('/checkout-progress', context.reference), { card });
    case 'succeed':
      return paidPlan(context, label, { card });
  }
}
