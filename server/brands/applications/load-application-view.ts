import { acceptedDocumentKinds, requiredDocumentKinds, type BrandDocumentKind } from '@/lib/brands/brand-rules';
import type { BrandApplication, BrandDocument } from '@/lib/contracts/brands/applications-schemas';
import type { AdminApplication } from '@/lib/contracts/brands/admin-applications-schemas';
import type { DbOrTx } from '../../db/db-or-tx';
import { brandNotFound } from '../resolve-brand-access';
import { findBrand, listEvents, type BrandRow } from './repository';
import { listDocuments, type BrandDocumentRow } from './repository-documents';

/* The application as the brand and the operators read it. */

const DECISION_EVENTS = new Set(['approved', 'changes_requested', 'rejected', 'suspended', 'reinstated']);

export function toDocumentView(row: BrandDocumentRow): BrandDocument {
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    content_type: row.contentType as BrandDocument['content_type'],
    byte_size: row.byteSize,
    sha256: row.sha256,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

/** Required kinds of the brand's country that no document covers yet. */
export function missingKinds(country: string, documents: readonly { kind: BrandDocumentKind }[]): BrandDocumentKind[] {
  const sent = new Set(documents.map((document) => document.kind));
  return requiredDocumentKinds(country).filter((kind) => !sent.has(kind));
}

function toView(brand: BrandRow, documents: BrandDocumentRow[]): Omit<BrandApplication, 'events'> {
  return {
    id: brand.id,
    status: brand.status,
    legal_name: brand.legalName,
    display_name: brand.displayName,
    country: brand.country,
    tax_id: brand.taxId,
    website: brand.website,
    contact_email: brand.contactEmail,
    phone: brand.phone,
    address_line: brand.addressLine,
    city: brand.city,
    postal_code: brand.postalCode,
    region: brand.region,
    about: brand.about,
    review_note: brand.reviewNote,
    created_at: brand.createdAt.toISOString(),
    submitted_at: brand.submittedAt?.toISOString() ?? null,
    reviewed_at: brand.reviewedAt?.toISOString() ?? null,
    documents: documents.map(toDocumentView),
    required_kinds: requiredDocumentKinds(brand.country),
    accepted_kinds: acceptedDocumentKinds(brand.country),
    missing_kinds: missingKinds(brand.country, documents),
  };
}

/** Operators see who acted; the brand sees only whether the store or the brand did. */
export async function loadAdminApplicationView(db: DbOrTx, brandId: number): Promise<AdminApplication> {
  const brand = await findBrand(db, brandId);
  if (!brand) throw brandNotFound();
  const [documents, events] = await Promise.all([listDocuments(db, brandId), listEvents(db, brandId)]);
  return {
    ...toView(brand, documents),
    events: events.map((event) => ({
      kind: event.kind,
      note: event.note,
      at: event.at.toISOString(),
      by_operator: DECISION_EVENTS.has(event.kind),
      actor_customer_id: event.actorCustomerId,
    })),
  };
}

export async function loadApplicationView(db: DbOrTx, brandId: number): Promise<BrandApplication> {
  const view = await loadAdminApplicationView(db, brandId);
  return { ...view, events: view.events.map(({ kind, note, at, by_operator }) => ({ kind, note, at, by_operator })) };
}
