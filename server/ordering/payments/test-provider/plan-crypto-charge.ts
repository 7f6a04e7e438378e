import { failedPlan, waitingPlan, type ChargePlan, type PlanContext } from './charge-plan';
import { CRYPTO_ASSETS, CRYPTO_QUOTE_MINUTES, cryptoAddressFor, cryptoAmountFor } from './crypto-quote';
import type { CryptoAsset } from './supported-methods';

/* Crypto (23: ETH or USDC), ETH (9) and Solana (22): a quote the shopper pays on chain before it expires. */

export function planCryptoCharge(context: PlanContext): ChargePlan {
  const assets = context.method.assets ?? [];
  const asked = context.input.instrument.cryptoAsset?.trim().toUpperCase();
  const asset = (asked ?? assets[0]) as CryptoAsset | undefined;
  const label = `Crypto (${asset ?? asked ?? '?'})`;
  if (!asset || !assets.includes(asset)) return failedPlan(label, 'invalid_crypto_asset');
  const amount = cryptoAmountFor(asset, context.input.amount, context.input.currency);
  if (!amount) return failedPlan(label, 'invalid_crypto_asset');
  const spec = CRYPTO_ASSETS[asset];
  const expiresAt = new Date(context.now.getTime() + CRYPTO_QUOTE_MINUTES * 60_000);
  return waitingPlan(
    'pending',
    label,
    {
      type: 'crypto',
      asset,
      network: spec.network,
      address: cryptoAddressFor(asset, context.reference),
      amount,
      expires_at: expiresAt.toISOString(),
      confirmations_required: spec.confirmationsRequired,
      confirmations: 0,
    },
    { expiresAt, crypto: { asset, confirmationsRequired: spec.confirmationsRequired } },
  );
}
