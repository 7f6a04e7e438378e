import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { listReferredCustomerIdsSince } from '@/server/accounts/get-referral-people';
import { advanceReferral, emptyRun, type RewardRun } from './advance-referral';
import { enrolReferredCustomer } from './enrol-referred-customer';
import { DAY_MS, ENROL_CATCH_UP_DAYS } from './referral-rules';
import { findOpenReferrals, findReferralsDueBy } from './repository';

export type { RewardRun } from './advance-referral';

/**
 * The referral programme's scheduled step, with a clock the caller controls. The events move
 * referrals on as they happen (referral-events.ts); what only time brings is the end of a
 * delivered order's return window, so each run first pays the referrals due by `now`. With
 * `catchUp` (the default), it then redoes what an event missed (a process stopped between a
 * commit and its listener): recent sign-ups with a referrer and every open referral.
 */
export async function rewardDueReferrals(input: { now?: Date; catchUp?: boolean } = {}, db: Db = getDb()): Promise<RewardRun> {
  const now = input.now ?? new Date();
  const run = emptyRun();
  for (const referral of await findReferralsDueBy(db, now)) await advanceReferral(db, referral, now, run);
  if (input.catchUp === false) return run;
  for (const customerId of await listReferredCustomerIdsSince(db, new Date(now.getTime() - ENROL_CATCH_UP_DAYS * DAY_MS))) {
    if ((await enrolReferredCustomer(db, customerId, now)).outcome === 'enrolled') run.enrolled += 1;
  }
  for (const referral of await findOpenReferrals(db)) await advanceReferral(db, referral, now, run);
  return run;
}
