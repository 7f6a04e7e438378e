import type { BrandCommission } from '@/lib/contracts/brands/money-schemas';
import { DEFAULT_COMMISSION_BPS } from '@/lib/money/commission';
import { getCustomerContacts } from '@/server/accounts/customer-contacts';
import { getVendorCommission, setVendorCommission, type VendorCommission } from '@/server/catalog/vendors/set-vendor-commission';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { brandNotFound } from '../resolve-brand-access';
import { findBrandRow } from './repository-admin-brands';

/*
 * Operators' side of commissions (issue 17 item 5): the rate lives on the brand's catalog vendor
 * (ordering reads it there at order time), so a brand without a store has none yet; its store
 * opens at DEFAULT_COMMISSION_BPS.
 */

async function toBrandCommission(brandId: number, commission: VendorCommission | undefined): Promise<BrandCommission> {
  const operators = await getCustomerContacts(getDb(), [...new Set(commission?.history.map((change) => change.changedBy) ?? [])]);
  return {
    brand_id: brandId,
    has_store: commission !== undefined,
    commission_bps: commission?.bps ?? null,
    default_bps: DEFAULT_COMMISSION_BPS,
    history: (commission?.history ?? []).map((change) => ({
      from_bps: change.fromBps,
      to_bps: change.toBps,
      changed_by: operators.get(change.changedBy)?.email ?? `#${change.changedBy}`,
      changed_at: change.createdAt.toISOString(),
    })),
  };
}

export async function getBrandCommission(brandId: number): Promise<BrandCommission> {
  const brand = await findBrandRow(getDb(), brandId);
  if (!brand) throw brandNotFound();
  return toBrandCommission(brandId, brand.vendorId === null ? undefined : await getVendorCommission(brand.vendorId));
}

export async function setBrandCommission(input: { brandId: number; bps: number; operatorId: number }): Promise<BrandCommission> {
  const brand = await findBrandRow(getDb(), input.brandId);
  if (!brand) throw brandNotFound();
  if (brand.vendorId === null) throw new AppError('CONFLICT', 'This brand has no store yet: its store will start at the default commission.');
  const commission = await setVendorCommission({ vendorId: brand.vendorId, bps: input.bps, changedBy: input.operatorId });
  return toBrandCommission(input.brandId, commission);
}
