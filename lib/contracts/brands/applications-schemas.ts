import { z } from 'zod';
import { BRAND_DOCUMENT_KINDS, BRAND_STATUSES, DOCUMENT_CONTENT_TYPES } from '@/lib/brands/brand-rules';
import { isListedCountry } from '@/lib/i18n/country-regions';
import { emailSchema } from '../accounts/customers-schemas';
import { brandParamsSchema, idParam } from './brand-params-schemas';

/* A brand's application (issue 16 item 2): the company details an applicant writes, the
 * documents they send and what the store answers about both. */

const text = (max: number, label: string) => z.string().trim().max(max, { error: `${label}: at most ${max} characters.` });
const required = (min: number, max: number, label: string) => text(max, label).min(min, { error: `${label}: at least ${min} characters.` });

export const applicationDetailsSchema = z.object({
  legal_name: required(2, 200, 'Legal name').describe('The company’s registered name, as on its incorporation certificate.'),
  display_name: required(2, 80, 'Display name').describe('The name shoppers will see on the store.'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isListedCountry, { error: 'Choose one of the countries of the list (ISO 3166-1 alpha-2 code).' })
    .describe('Where the company is registered; decides which documents are required.'),
  tax_id: text(64, 'Tax id').default('').describe('VAT number, EIN or local company tax number.'),
  website: text(300, 'Website')
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), { error: 'Enter the full address of the website, starting with https://.' })
    .default(''),
  contact_email: emailSchema.describe('Where the store writes about the application.'),
  phone: text(32, 'Phone')
    .refine((value) => value === '' || /^\+?[\d\s().-]{6,}$/.test(value), { error: 'Enter a phone number: digits, spaces, "+", "-", "(" and ")".' })
    .default(''),
  address_line: text(200, 'Address').default(''),
  city: text(100, 'City').default(''),
  postal_code: text(16, 'Postal code').default(''),
  region: text(100, 'Region').default(''),
  about: required(20, 2000, 'About').describe('What the company makes or sells, for the operator who reviews the application.'),
});

export type ApplicationDetailsInput = z.input<typeof applicationDetailsSchema>;

export const brandDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BRAND_DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  byte_size: z.number().int(),
  sha256: z.string().describe('Hex SHA-256 of the stored bytes.'),
  uploaded_at: z.string().describe('ISO 8601.'),
});

export const brandEventSchema = z.object({
  kind: z.string(),
  note: z.string(),
  at: z.string().describe('ISO 8601.'),
  by_operator: z.boolean().describe('Whether a store operator did it (a decision), rather than the brand.'),
});

export const brandApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(BRAND_STATUSES),
  legal_name: z.string(),
  display_name: z.string(),
  country: z.string(),
  tax_id: z.string(),
  website: z.string(),
  contact_email: z.string(),
  phone: z.string(),
  address_line: z.string(),
  city: z.string(),
  postal_code: z.string(),
  region: z.string(),
  about: z.string(),
  review_note: z.string().describe('The operator’s last message: the changes asked for, or why the brand was not accepted.'),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  documents: z.array(brandDocumentSchema),
  required_kinds: z.array(z.enum(BRAND_DOCUMENT_KINDS)).describe('The kinds every applicant of this country must send.'),
  accepted_kinds: z.array(z.enum(BRAND_DOCUMENT_KINDS)).describe('The kinds that may be sent: the required ones and the optional certificates.'),
  missing_kinds: z.array(z.enum(BRAND_DOCUMENT_KINDS)).describe('Required kinds not sent yet: the application cannot be submitted while any is missing.'),
  events: z.array(brandEventSchema).describe('The history, oldest first.'),
});

export type BrandApplication = z.infer<typeof brandApplicationSchema>;
export type BrandDocument = z.infer<typeof brandDocumentSchema>;

export const uploadDocumentSchema = z.object({
  kind: z.enum(BRAND_DOCUMENT_KINDS, { error: `The kind is one of ${BRAND_DOCUMENT_KINDS.join(', ')}.` }),
  file_name: required(1, 200, 'File name'),
  content_type: z.string().trim().toLowerCase().max(100).describe('application/pdf, image/jpeg or image/png; the first bytes must match it.'),
  data_base64: z.string().min(1, { error: 'The file is empty.' }).describe('The file’s bytes, base64-encoded (5 MB at most once decoded).'),
});

export type UploadDocumentInput = z.input<typeof uploadDocumentSchema>;

export const documentParamsSchema = brandParamsSchema.extend({ documentId: idParam('document') });
export const deletedDocumentSchema = z.object({ id: z.number().int() });
