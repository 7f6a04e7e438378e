import type { BrandSettings, PayoutDetails } from '@/lib/contracts/brands/settings-schemas';
import { maskAccount } from '@/lib/contracts/brands/settings-bank-checks';
import { getDb } from '@/server/db/client';
import type { BrandAccess } from '../resolve-brand-access';
import { getBrandSettings } from './get-brand-settings';
import { updateNotificationEmails, updatePayout } from './repository-settings';
import { sealPayout } from './seal-payout';

/** PUT /v1/brands/{brandId}/settings/notifications: the contract has lower-cased and de-duplicated them. */
export async function setNotificationEmails(brand: BrandAccess, emails: string[], now: Date = new Date()): Promise<BrandSettings> {
  await updateNotificationEmails(getDb(), brand.brandId, emails, now);
  return getBrandSettings(brand.brandId);
}

/** PUT /v1/brands/{brandId}/settings/payout: sealed with BRAND_PAYOUT_KEY; only the mask is readable. */
export async function setPayout(brand: BrandAccess, details: PayoutDetails, now: Date = new Date()): Promise<BrandSettings> {
  const account = details.country === 'US' ? { routing_number: details.routing_number, account_number: details.account_number } : { iban: details.iban };
  const number = details.country === 'US' ? details.account_number : details.iban;
  await updatePayout(
    getDb(),
    brand.brandId,
    { accountHolder: details.account_holder, country: details.country, masked: maskAccount(number), sealed: sealPayout(JSON.stringify(account)), updatedAt: now.toISOString() },
    now,
  );
  return getBrandSettings(brand.brandId);
}
