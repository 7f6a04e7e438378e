import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { failedPlan, paidPlan, type ChargePlan, type PlanContext } from './charge-plan';
import { TEST_WALLET_TOKENS, WALLET_DECLINED_SUFFIX } from './test-inputs';

/* Apple Pay (18) and Google Pay (19): the wallet sheet hands over a token; the test tokens say how it ends. */

export function planWalletCharge(context: PlanContext): ChargePlan {
  const apple = context.input.methodId === PAYMENT_METHOD.APPLE_PAY;
  const label = apple ? 'Apple Pay' : 'Google Pay';
  const token = context.input.instrument.walletToken?.trim();
  if (!token) return failedPlan(label, 'missing_instrument');
  if (token.endsWith(WALLET_DECLINED_SUFFIX)) return failedPlan(label, 'wallet_declined');
  const expected = apple ? TEST_WALLET_TOKENS.APPLE_PAY : TEST_WALLET_TOKENS.GOOGLE_PAY;
  if (token !== expected) return failedPlan(label, 'invalid_wallet_token');
  return paidPlan(context, label);
}
