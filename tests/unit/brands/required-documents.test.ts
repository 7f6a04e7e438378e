import { describe, expect, it } from 'vitest';
import { acceptedDocumentKinds, requiredDocumentKinds } from '@/lib/brands/brand-rules';
import { missingKinds } from '@/server/brands/applications/load-application-view';

/* Spec §9: which documents a brand sends depends on where it is registered. */

describe('documents by country', () => {
  it('asks a US company for its incorporation certificate, W-9 and IRS letter', () => {
    expect(requiredDocumentKinds('US')).toEqual(['incorporation_certificate', 'w9', 'irs_letter']);
  });

  it('asks an EU company for its incorporation and VAT certificates, and no US form', () => {
    for (const country of ['FR', 'DE', 'IE']) {
      expect(requiredDocumentKinds(country)).toEqual(['incorporation_certificate', 'vat_certificate']);
      expect(acceptedDocumentKinds(country)).not.toContain('w9');
    }
  });

  it('asks anyone else only for the incorporation certificate, and takes the optional certificates everywhere', () => {
    expect(requiredDocumentKinds('GB')).toEqual(['incorporation_certificate']);
    expect(acceptedDocumentKinds('JP')).toEqual(['incorporation_certificate', 'reseller_certificate', 'tax_exempt_certificate']);
  });

  it('lists the required kinds not sent yet', () => {
    expect(missingKinds('US', [{ kind: 'w9' }, { kind: 'reseller_certificate' }])).toEqual(['incorporation_certificate', 'irs_letter']);
    expect(missingKinds('FR', [{ kind: 'incorporation_certificate' }, { kind: 'vat_certificate' }])).toEqual([]);
  });
});
