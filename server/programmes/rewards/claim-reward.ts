import type { Reward } from '@/lib/contracts/programmes/credit-points-schemas';
import { findMailRecipients } from '@/server/accounts/find-mail-recipients';
import { accountGone } from '@/server/accounts/require-customer';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { grantStoreCredit } from '@/server/ordering/credit/grant-store-credit';
import { notifyProgrammeChange } from '../notices/notify-programme-change';
import { addPointsEntry } from '../points/repository';
import { findCampaignByCode, insertClaim, takeCampaignSlot, type RewardCampaignRow } from './repository';
import { toReward } from './to-reward';

/* Refusals name the field at fault (issues), so the page can say which one in its own language:
 * 404 unknown code, 409 already claimed, 422 a code that cannot be claimed now or another e-mail. */
function refusal(code: 'NOT_FOUND' | 'CONFLICT' | 'UNPROCESSABLE', field: 'email' | 'reward_code', message: string): AppError {
  return new AppError(code, message, { issues: [{ path: `body.${field}`, message }] });
}

function closedReason(campaign: RewardCampaignRow, now: Date): AppError {
  if (campaign.startsAt > now) return refusal('UNPROCESSABLE', 'reward_code', 'This reward code is not valid yet.');
  if (campaign.expiresAt <= now) return refusal('UNPROCESSABLE', 'reward_code', `This reward code expired on ${campaign.expiresAt.toISOString().slice(0, 10)}.`);
  return refusal('UNPROCESSABLE', 'reward_code', 'All the rewards of this campaign have been claimed.');
}

/**
 * POST /v1/customers/create-reward: the signed-in shopper claims a campaign's code. Once per code
 * and shopper (a unique claim), while the code is valid and the campaign's cap is not reached (a
 * conditional count); the credit or points and the in-app notice land in the same transaction.
 */
export async function claimReward(customerId: number, body: { email: string; reward_code: string; content: string }): Promise<Reward> {
  const db = getDb();
  const [account] = await findMailRecipients(db, [customerId]);
  if (!account) throw accountGone();
  if (account.email.toLowerCase() !== body.email.toLowerCase()) throw refusal('UNPROCESSABLE', 'email', 'Use the e-mail address of the account you are signed in with.');
  const campaign = await findCampaignByCode(db, body.reward_code);
  if (!campaign) throw refusal('NOT_FOUND', 'reward_code', 'No campaign has this reward code. Check the code and try again.');
  const now = new Date();
  return db.transaction(async (tx) => {
    const claim = await insertClaim(tx, {
      campaignId: campaign.id,
      customerId,
      email: account.email,
      content: body.content,
      kind: campaign.kind,
      amount: campaign.amount,
      currency: campaign.currency,
    });
    if (!claim) throw refusal('CONFLICT', 'reward_code', 'You have already claimed this reward code.');
    if (!(await takeCampaignSlot(tx, campaign.id, now))) throw closedReason(campaign, now);
    if (campaign.kind === 'credit' && campaign.currency) {
      await grantStoreCredit(tx, { customerId, currency: campaign.currency, amount: campaign.amount, reason: 'reward', note: `Reward code ${campaign.code}` });
      await notifyProgrammeChange(tx, customerId, { kind: 'rewardCredit', campaign: campaign.name, amount: campaign.amount, currency: campaign.currency });
    } else {
      await addPointsEntry(tx, { customerId, points: campaign.amount, reason: 'reward', claimId: claim.id });
      await notifyProgrammeChange(tx, customerId, { kind: 'rewardPoints', campaign: campaign.name, points: campaign.amount });
    }
    return toReward({ ...campaign, claimedAt: claim.createdAt });
  });
}
