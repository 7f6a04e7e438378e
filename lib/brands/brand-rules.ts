import { isEuCountry } from '@/lib/i18n/eu-countries';

/* The rules of the brand area that the browser and the server both apply (issue 16, decision
 * 0030): states, roles, documents and their limits. */

/** draft: being filled by the applicant; applied: waiting for an operator; approved brands sell. */
export const BRAND_STATUSES = ['draft', 'applied', 'changes_requested', 'approved', 'rejected', 'suspended'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];

export const BRAND_MEMBER_ROLES = ['owner', 'manager', 'staff'] as const;
export type BrandMemberRole = (typeof BRAND_MEMBER_ROLES)[number];

const ROLE_RANK: Record<BrandMemberRole, number> = { staff: 1, manager: 2, owner: 3 };

/** Owners do everything, managers run the store but not the team or payouts, staff read and ship. */
export function roleAtLeast(role: BrandMemberRole, needed: BrandMemberRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[needed];
}

export const BRAND_DOCUMENT_KINDS = [
  'incorporation_certificate',
  'reseller_certificate',
  'tax_exempt_certificate',
  'w9',
  'irs_letter',
  'vat_certificate',
] as const;
export type BrandDocumentKind = (typeof BRAND_DOCUMENT_KINDS)[number];

/** Spec §9: W-9 and the IRS letter are US forms, the VAT certificate an EU one; every company proves it exists. */
export function requiredDocumentKinds(country: string): BrandDocumentKind[] {
  if (country === 'US') return ['incorporation_certificate', 'w9', 'irs_letter'];
  if (isEuCountry(country)) return ['incorporation_certificate', 'vat_certificate'];
  return ['incorporation_certificate'];
}

/** The kinds an applicant of this country may send: the required ones and the optional certificates. */
export function acceptedDocumentKinds(country: string): BrandDocumentKind[] {
  return [...requiredDocumentKinds(country), 'reseller_certificate', 'tax_exempt_certificate'];
}

export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_BRAND = 20;

export const BRAND_PICTURE_KINDS = ['logo', 'banner'] as const;
export type BrandPictureKind = (typeof BRAND_PICTURE_KINDS)[number];
export const MAX_PICTURE_BYTES = 4 * 1024 * 1024;

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type BrandEventKind =
  | 'created'
  | 'submitted'
  | 'changes_requested'
  | 'approved'
  | 'rejected'
  | 'suspended'
  | 'reinstated'
  | 'store_created'
  | 'slug_changed'
  | 'member_invited'
  | 'member_joined'
  | 'member_removed'
  | 'role_changed';

export type Localized = { en: string; fr: string; de: string };
export const POLICY_KINDS = ['shipping', 'returns', 'warranty'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export type BrandPolicies = Partial<Record<PolicyKind, Localized>>;
