import { failedPlan, waitingPlan, type ChargePlan, type PlanContext } from './charge-plan';
import { ACH_SETTLEMENT_DAYS, TEST_ACH_FAILING_ACCOUNT, TEST_ACH_ROUTING_NUMBER, TEST_WIRE_ACCOUNT, WIRE_DEADLINE_DAYS } from './test-inputs';

/* ACH debits (17) and wire transfers (21): the order waits until the bank's webhook settles it. */

const DAY_MS = 24 * 60 * 60 * 1000;

export function planAchCharge(context: PlanContext): ChargePlan {
  const account = context.input.instrument.bankAccount;
  if (!account) return failedPlan('ACH', 'missing_instrument');
  const accountNumber = account.accountNumber.trim();
  const last4 = accountNumber.slice(-4);
  const label = `ACH •••• ${last4}`;
  if (account.routingNumber.trim() !== TEST_ACH_ROUTING_NUMBER || !/^\d{4,17}$/.test(accountNumber)) return failedPlan(label, 'invalid_bank_account');
  return waitingPlan(
    'pending',
    label,
    { type: 'ach_debit', bank_name: TEST_WIRE_ACCOUNT.bank_name, account_last4: last4, expected_settlement_days: ACH_SETTLEMENT_DAYS },
    { ach: { accountLast4: last4, failsAtSettlement: accountNumber === TEST_ACH_FAILING_ACCOUNT } },
  );
}

export function planWireCharge(context: PlanContext): ChargePlan {
  const { amount, currency, orderCode } = context.input;
  return waitingPlan(
    'pending',
    'Wire transfer',
    { type: 'bank_transfer', ...TEST_WIRE_ACCOUNT, reference: orderCode, amount, currency: currency.toUpperCase() },
    { expiresAt: new Date(context.now.getTime() + WIRE_DEADLINE_DAYS * DAY_MS) },
  );
}
