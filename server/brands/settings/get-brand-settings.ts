import type { BrandSettings } from '@/lib/contracts/brands/settings-schemas';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { brandNotFound } from '../resolve-brand-access';
import { findSettings } from './repository-settings';

/** GET /v1/brands/{brandId}/settings: the payout account shows as its mask, never its number. */
export async function getBrandSettings(brandId: number, db: DbOrTx = getDb()): Promise<BrandSettings> {
  const row = await findSettings(db, brandId);
  if (!row) throw brandNotFound();
  const payout = row.payout;
  return {
    notification_emails: row.notificationEmails,
    payout: payout ? { account_holder: payout.accountHolder, country: payout.country, masked_account: payout.masked, updated_at: payout.updatedAt } : null,
  };
}
