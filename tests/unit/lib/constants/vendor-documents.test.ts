import { describe, expect, it } from 'vitest';
import {
  VENDOR_DOCUMENT,
  VENDOR_DOCUMENT_SCOPE,
  isVendorDocument,
  vendorDocumentAppliesTo,
  vendorDocumentCode,
  vendorDocumentName,
  vendorDocumentsFor,
} from '@/lib/constants/vendor-documents';

describe('vendor documents (spec §9)', () => {
  it('lists the six documents with their stored codes', () => {
    expect(VENDOR_DOCUMENT).toEqual({
      INCORPORATION_CERTIFICATE: 'incorporation_certificate',
      RESELLER_CERTIFICATE: 'reseller_certificate',
      TAX_EXEMPT_CERTIFICATE: 'tax_exempt_certificate',
      W9: 'w9',
      IRS_LETTER: 'irs_letter',
      VAT_CERTIFICATE: 'vat_certificate',
    });
  });

  it('scopes the IRS letter to the US and the VAT certificate to the EU', () => {
    expect(VENDOR_DOCUMENT_SCOPE.irs_letter).toBe('US');
    expect(VENDOR_DOCUMENT_SCOPE.vat_certificate).toBe('EU');
  });

  it('asks a US vendor for the IRS letter but not the VAT certificate', () => {
    expect(vendorDocumentsFor('US')).toEqual(['incorporation_certificate', 'reseller_certificate', 'tax_exempt_certificate', 'w9', 'irs_letter']);
  });

  it('asks an EU vendor for the VAT certificate but not the IRS letter', () => {
    expect(vendorDocumentsFor('de')).toEqual(['incorporation_certificate', 'reseller_certificate', 'tax_exempt_certificate', 'w9', 'vat_certificate']);
  });

  it('asks a vendor elsewhere (including the UK and Switzerland) for neither', () => {
    for (const country of ['GB', 'CH', 'CA', 'AE']) {
      expect(vendorDocumentAppliesTo('irs_letter', country)).toBe(false);
      expect(vendorDocumentAppliesTo('vat_certificate', country)).toBe(false);
      expect(vendorDocumentAppliesTo('incorporation_certificate', country)).toBe(true);
    }
  });

  it('looks documents up by code and by name', () => {
    expect(vendorDocumentName('w9')).toBe('W9');
    expect(vendorDocumentCode('IRS_LETTER')).toBe('irs_letter');
    expect(isVendorDocument('passport')).toBe(false);
  });
});
