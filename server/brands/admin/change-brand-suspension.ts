import type { BrandStatus } from '@/lib/brands/brand-rules';
import type { AdminBrandDetail } from '@/lib/contracts/brands/admin-brands-schemas';
import { siteUrl } from '@/lib/seo/site-url';
import { findMailRecipients } from '@/server/accounts/find-mail-recipients';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { refreshVendorStorefront, switchVendorActive } from '@/server/catalog/vendors/set-vendor-active';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { refreshBannerPagesOfBrand } from '../banners/refresh-banner-pages';
import { brandNotFound } from '../resolve-brand-access';
import { brandReinstatedMail, brandSuspendedMail } from './brand-status-mails';
import { getAdminBrand } from './get-admin-brand';
import { changeBrandStatus, findBrandRow, insertBrandEvent, listOwnerIds, type BrandRow } from './repository-admin-brands';

interface SuspensionInput {
  brandId: number;
  /** The operator's customer id, kept in the brand's history. */
  operatorId: number;
  revalidate?: PathRevalidator;
}

/**
 * approved → suspended: the brand's store closes (its products leave the store at once) and its
 * owners are told why. Orders already placed can still be shipped.
 */
export async function suspendBrand(input: SuspensionInput & { note: string }): Promise<AdminBrandDetail> {
  const brand = await move(input, { from: 'approved', to: 'suspended', note: input.note });
  await mailOwners(brand, (to) => sendMail({ ...to, template: brandSuspendedMail, data: { brandName: brand.displayName, note: input.note, brandUrl: brandAreaUrl() } }));
  return getAdminBrand(brand.id);
}

/** suspended → approved ("reinstate"): the store opens again. */
export async function reinstateBrand(input: SuspensionInput): Promise<AdminBrandDetail> {
  const brand = await move(input, { from: 'suspended', to: 'approved', note: '' });
  await mailOwners(brand, (to) => sendMail({ ...to, template: brandReinstatedMail, data: { brandName: brand.displayName, brandUrl: brandAreaUrl() } }));
  return getAdminBrand(brand.id);
}

const REFUSAL: Record<'suspended' | 'approved', string> = {
  suspended: 'Only an approved brand can be suspended.',
  approved: 'Only a suspended brand can be reinstated.',
};

async function move(input: SuspensionInput, change: { from: BrandStatus; to: 'suspended' | 'approved'; note: string }): Promise<BrandRow> {
  const db = getDb();
  const brand = await db.transaction(async (tx) => {
    // Conditional: of two operators acting at once, one changes the brand and the other gets 409.
    const moved = await changeBrandStatus(tx, { brandId: input.brandId, from: change.from, to: change.to, reviewNote: change.note });
    if (!moved) throw await refusal(tx, input.brandId, change.to);
    await insertBrandEvent(tx, { brandId: moved.id, kind: change.to === 'suspended' ? 'suspended' : 'reinstated', actorCustomerId: input.operatorId, note: change.note });
    if (moved.vendorId !== null) await switchVendorActive(tx, moved.vendorId, change.to === 'approved');
    return moved;
  });
  if (brand.vendorId !== null) await refreshVendorStorefront(brand.vendorId, { revalidate: input.revalidate });
  // Its banners on the home and category pages go (or come back) with it.
  await refreshBannerPagesOfBrand({ brandId: brand.id, vendorId: brand.vendorId, revalidate: input.revalidate });
  return brand;
}

async function refusal(db: DbOrTx, brandId: number, to: 'suspended' | 'approved'): Promise<AppError> {
  const current = await findBrandRow(db, brandId);
  if (!current) return brandNotFound();
  return new AppError('CONFLICT', `${REFUSAL[to]} This brand is ${current.status.replace('_', ' ')}.`);
}

function brandAreaUrl(): string {
  return `${siteUrl()}/brand`;
}

/**
 * Each owner in their own language. The change is already made: a mail that cannot be sent is
 * logged, not turned into an error that would make the operator think nothing happened.
 */
async function mailOwners(brand: BrandRow, send: (to: { to: string; language: 'en' | 'fr' | 'de' }) => Promise<unknown>): Promise<void> {
  const db = getDb();
  const owners = await findMailRecipients(db, await listOwnerIds(db, brand.id));
  for (const owner of owners) {
    try {
      await send({ to: owner.email, language: owner.language });
    } catch (error) {
      console.warn(`[mail] brand ${brand.id} status mail to an owner not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
