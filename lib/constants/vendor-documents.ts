import { isEuCountry } from '../i18n/eu-countries';
import { codeLookup } from './code-lookup';

/** Documents a vendor can upload (spec §9), with the code stored on the upload. */
export const VENDOR_DOCUMENT = {
  INCORPORATION_CERTIFICATE: 'incorporation_certificate',
  RESELLER_CERTIFICATE: 'reseller_certificate',
  TAX_EXEMPT_CERTIFICATE: 'tax_exempt_certificate',
  W9: 'w9',
  IRS_LETTER: 'irs_letter',
  VAT_CERTIFICATE: 'vat_certificate',
} as const;

export type VendorDocumentName = keyof typeof VENDOR_DOCUMENT;
export type VendorDocument = (typeof VENDOR_DOCUMENT)[VendorDocumentName];

/** Where a document applies: every country, the United States only, or EU member states only. */
export type VendorDocumentScope = 'ALL' | 'US' | 'EU';

/**
 * Spec §9 marks only the IRS letter as US and the VAT certificate as EU; the others, W-9
 * included, are listed without a country and so apply everywhere.
 */
export const VENDOR_DOCUMENT_SCOPE: Readonly<Record<VendorDocument, VendorDocumentScope>> = {
  incorporation_certificate: 'ALL',
  reseller_certificate: 'ALL',
  tax_exempt_certificate: 'ALL',
  w9: 'ALL',
  irs_letter: 'US',
  vat_certificate: 'EU',
};

const lookup = codeLookup(VENDOR_DOCUMENT);
export const VENDOR_DOCUMENT_NAMES = lookup.names;
export const VENDOR_DOCUMENTS = lookup.codes;
export const vendorDocumentName: (code: unknown) => VendorDocumentName | undefined = lookup.nameOf;
export const vendorDocumentCode: (name: unknown) => VendorDocument | undefined = lookup.codeOf;
export const isVendorDocument: (value: unknown) => value is VendorDocument = lookup.isCode;

/** Whether a document applies to a vendor registered in a country (ISO 3166-1 alpha-2). */
export function vendorDocumentAppliesTo(document: VendorDocument, country: string): boolean {
  const scope = VENDOR_DOCUMENT_SCOPE[document];
  if (scope === 'ALL') return true;
  if (scope === 'US') return country.trim().toUpperCase() === 'US';
  return isEuCountry(country);
}

/** The documents that apply to a vendor registered in a country, in the order of VENDOR_DOCUMENT. */
export function vendorDocumentsFor(country: string): VendorDocument[] {
  return VENDOR_DOCUMENTS.filter((document) => vendorDocumentAppliesTo(document, country));
}
