import type { BrandEventKind } from '@/lib/brands/brand-rules';
import type { AdminBrandDetail, AdminBrandSummary } from '@/lib/contracts/brands/admin-brands-schemas';
import type { BrandRow } from './repository-admin-brands';

/* Brand rows as the operators' API shows them. */

/** Decisions only operators take: the history marks them as the store's. */
const OPERATOR_EVENTS: ReadonlySet<BrandEventKind> = new Set(['changes_requested', 'approved', 'rejected', 'suspended', 'reinstated']);

export function toAdminBrandSummary(row: BrandRow & { members: number }): AdminBrandSummary {
  return {
    id: row.id,
    display_name: row.displayName,
    legal_name: row.legalName,
    contact_email: row.contactEmail,
    country: row.country,
    status: row.status,
    has_store: row.vendorId !== null,
    members: row.members,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export function toAdminBrandDetail(
  row: BrandRow & { members: number },
  extra: { store: AdminBrandDetail['store']; events: { kind: BrandEventKind; note: string; at: Date }[] },
): AdminBrandDetail {
  return {
    ...toAdminBrandSummary(row),
    website: row.website,
    phone: row.phone,
    address: [row.addressLine, [row.postalCode, row.city].filter(Boolean).join(' '), row.region].filter(Boolean).join(', '),
    about: row.about,
    review_note: row.reviewNote,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    store: extra.store,
    history: extra.events.map((event) => ({ kind: event.kind, note: event.note, at: event.at.toISOString(), by_operator: OPERATOR_EVENTS.has(event.kind) })),
  };
}
