import { createHash } from 'node:crypto';
import type { CryptoAsset } from './supported-methods';

/*
 * A crypto quote at fixed test exchange rates (docs/payments-test-inputs.md): the asset amount
 * is the order total divided by the rate, rounded up to the asset's quoted precision so the
 * merchant is never paid less than the total. Addresses derive from the payment reference, so a
 * quote shows the same address every time it is read.
 */

/** Price of one unit of the asset, in minor units of each store currency. */
export const TEST_CRYPTO_RATES: Readonly<Record<CryptoAsset, Readonly<Record<string, number>>>> = {
  ETH: { USD: 300_000, CAD: 420_000, EUR: 276_000, GBP: 237_000, AED: 1_101_750 },
  USDC: { USD: 100, CAD: 140, EUR: 92, GBP: 79, AED: 367 },
  SOL: { USD: 15_000, CAD: 21_000, EUR: 13_800, GBP: 11_850, AED: 55_088 },
};

export const CRYPTO_QUOTE_MINUTES = 30;

interface AssetSpec {
  network: string;
  /** Decimals the quote is given in. */
  decimals: number;
  confirmationsRequired: number;
}

export const CRYPTO_ASSETS: Readonly<Record<CryptoAsset, AssetSpec>> = {
  ETH: { network: 'ethereum', decimals: 8, confirmationsRequired: 12 },
  USDC: { network: 'ethereum', decimals: 6, confirmationsRequired: 12 },
  SOL: { network: 'solana', decimals: 9, confirmationsRequired: 32 },
};

/** The asset amount, as a decimal string, for an amount in minor units; null without a rate. */
export function cryptoAmountFor(asset: CryptoAsset, amountMinor: number, currency: string): string | null {
  const rate = TEST_CRYPTO_RATES[asset][currency.toUpperCase()];
  if (!rate) return null;
  const { decimals } = CRYPTO_ASSETS[asset];
  const scale = 10n ** BigInt(decimals);
  const numerator = BigInt(amountMinor) * scale;
  const units = (numerator + BigInt(rate) - 1n) / BigInt(rate);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0');
  return `${whole}.${fraction}`;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** A well-formed, deterministic test address for the asset's network (never a real wallet). */
export function cryptoAddressFor(asset: CryptoAsset, reference: string): string {
  const digest = createHash('sha256').update(`deskhaus-test:${CRYPTO_ASSETS[asset].network}:${reference}`).digest();
  return CRYPTO_ASSETS[asset].network === 'solana' ? base58(digest) : `0x${digest.subarray(0, 20).toString('hex')}`;
}
