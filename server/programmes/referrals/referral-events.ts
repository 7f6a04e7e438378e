import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { subscribeToDomainEvents, type DomainEvent } from '@/server/events/domain-events';
import { getOrderCustomerId } from '@/server/ordering/orders/list-customer-order-facts';
import { advanceReferral } from './advance-referral';
import { enrolReferredCustomer } from './enrol-referred-customer';
import { findReferralOfFriend } from './repository';

/**
 * The referral programme pushed by the events of accounts and ordering (decision 0050): a
 * sign-up by a referral link enrols the friend at once; each status change of the friend's
 * order records the first order, closes the referral on a cancellation or return, or sets the
 * reward's due date on delivery. The scheduler only pays what comes due and catches up.
 */
export async function onReferralEvent(event: DomainEvent, db: Db = getDb()): Promise<void> {
  if (event.type === 'customer.referred') {
    await enrolReferredCustomer(db, event.customerId, event.at);
    return;
  }
  const customerId = await getOrderCustomerId(db, event.orderId);
  if (customerId === null) return;
  let referral = await findReferralOfFriend(db, customerId);
  // The sign-up's own event was missed (a restart in between): enrol now, then follow the order.
  if (!referral && (await enrolReferredCustomer(db, customerId, event.at)).outcome === 'enrolled') referral = await findReferralOfFriend(db, customerId);
  if (referral) await advanceReferral(db, referral, event.at);
}

/** Called once per process (instrumentation.ts; tests that follow the events). */
export function subscribeReferralProgramme(): () => void {
  return subscribeToDomainEvents('programmes.referrals', (event) => onReferralEvent(event));
}
