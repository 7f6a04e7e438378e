import type { Reward } from '@/lib/contracts/programmes/credit-points-schemas';
import type { ClaimWithCampaign } from './repository';

export function toReward(claim: ClaimWithCampaign): Reward {
  return {
    code: claim.code,
    name: claim.name,
    kind: claim.kind,
    amount: claim.amount,
    currency: claim.currency,
    state: 'credited',
    claimed_at: claim.claimedAt.toISOString(),
    expires_at: claim.expiresAt.toISOString(),
  };
}
