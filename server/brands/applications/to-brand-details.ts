import type { z } from 'zod';
import type { applicationDetailsSchema } from '@/lib/contracts/brands/applications-schemas';
import type { BrandDetails } from './repository';

/** The contract's snake_case details as the brands table's columns. */
export function toBrandDetails(body: z.output<typeof applicationDetailsSchema>): BrandDetails {
  return {
    legalName: body.legal_name,
    displayName: body.display_name,
    country: body.country,
    taxId: body.tax_id,
    website: body.website,
    contactEmail: body.contact_email,
    phone: body.phone,
    addressLine: body.address_line,
    city: body.city,
    postalCode: body.postal_code,
    region: body.region,
    about: body.about,
  };
}
