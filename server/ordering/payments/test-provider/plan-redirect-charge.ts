import { failedPlan, redirectAction, waitingPlan, type ChargePlan, type PlanContext } from './charge-plan';
import { INSTALLMENTS_MAX_AMOUNT, INSTALLMENTS_MIN_AMOUNT } from './supported-methods';

/* Methods that send the shopper to the provider's page first: pay in installments and Amazon Pay. */

export const INSTALLMENTS_REDIRECT_PATH = '/affirm/confirm';
export const AMAZON_PAY_REDIRECT_PATH = '/amazon/checkout-review';

export function planInstallmentsCharge(context: PlanContext): ChargePlan {
  const label = 'Pay in installments';
  const { amount } = context.input;
  if (amount < INSTALLMENTS_MIN_AMOUNT || amount > INSTALLMENTS_MAX_AMOUNT) return failedPlan(label, 'amount_out_of_range');
  return waitingPlan('requires_action', label, redirectAction(INSTALLMENTS_REDIRECT_PATH, context.reference));
}

export function planAmazonPayCharge(context: PlanContext): ChargePlan {
  return waitingPlan('requires_action', 'Amazon Pay', redirectAction(AMAZON_PAY_REDIRECT_PATH, context.reference));
}
