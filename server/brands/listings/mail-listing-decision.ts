import { siteUrl } from '@/lib/seo/site-url';
import type { AdminListingDetail } from '@/lib/contracts/catalog/brand-listings-schemas';
import { findMailRecipients } from '@/server/accounts/find-mail-recipients';
import { getDb } from '@/server/db/client';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { listingApprovedMail, listingRefusedMail } from './listing-decision-mails';
import { findBrandOfVendor, listListingManagerIds } from './repository';

/**
 * After an operator's decision on a first publish: each owner and manager of the brand gets a
 * mail in their language, with the product's name in it. The decision is already made, so a mail
 * that cannot be sent is logged, never thrown.
 */
export async function mailListingDecision(listing: AdminListingDetail): Promise<void> {
  if (listing.state !== 'approved' && listing.state !== 'refused') return;
  const db = getDb();
  const brand = await findBrandOfVendor(db, listing.vendor_id);
  if (!brand) return;
  const link = `${siteUrl()}/brand/listings/${listing.id}`;
  for (const person of await findMailRecipients(db, await listListingManagerIds(db, brand.brandId))) {
    const data = { brandName: brand.displayName, productName: listing.names[person.language] || listing.names.en, link };
    try {
      if (listing.state === 'approved') await sendMail({ to: person.email, language: person.language, template: listingApprovedMail, data });
      else await sendMail({ to: person.email, language: person.language, template: listingRefusedMail, data: { ...data, reason: listing.refusal_reason ?? '' } });
    } catch (error) {
      console.warn(`[mail] listing ${listing.id} decision mail not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
