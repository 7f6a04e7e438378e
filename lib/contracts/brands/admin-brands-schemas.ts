import { z } from 'zod';
import { BRAND_STATUSES } from '@/lib/brands/brand-rules';
import { queryInt } from '../query-schemas';

/* The operators' view of brands (issue 16 item 4): the list, one brand, suspension. */

/** The brands an operator manages from /admin/brands; applications have their own pages. */
export const ADMIN_BRAND_LIST_STATUSES = ['approved', 'suspended'] as const;
export const ADMIN_BRANDS_PAGE_SIZE = 20;

export const adminBrandListQuerySchema = z.object({
  status: z.enum(ADMIN_BRAND_LIST_STATUSES, { error: 'The status must be approved or suspended.' }).optional().describe('Leave out for both.'),
  q: z.string().trim().max(100, { error: 'Search with at most 100 characters.' }).optional().describe('Part of the name (display or legal) or of the contact e-mail.'),
  page: queryInt({ min: 1, max: 10_000 }).default(1),
});

export const adminBrandSummarySchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  legal_name: z.string(),
  contact_email: z.string(),
  country: z.string(),
  status: z.enum(BRAND_STATUSES),
  has_store: z.boolean(),
  members: z.number().int(),
  reviewed_at: z.string().nullable().describe('When an operator last decided on the brand (approval, suspension, reinstatement).'),
});

export const adminBrandListSchema = z.object({
  items: z.array(adminBrandSummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const adminBrandEventSchema = z.object({
  kind: z.string().describe('submitted, approved, suspended, reinstated, member_joined, ... (BrandEventKind).'),
  note: z.string(),
  at: z.string(),
  by_operator: z.boolean().describe('Whether a store operator did it (rather than a member of the brand).'),
});

export const adminBrandDetailSchema = adminBrandSummarySchema.extend({
  website: z.string(),
  phone: z.string(),
  address: z.string(),
  about: z.string(),
  review_note: z.string().describe("The operator's last message to the brand (reason of a suspension)."),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  store: z.object({ slug: z.string(), is_open: z.boolean() }).nullable().describe('The catalog store of the brand, once created.'),
  history: z.array(adminBrandEventSchema).describe('Newest first, at most 50 entries.'),
});

export const suspendBrandBodySchema = z.object({
  note: z
    .string({ error: 'Say why the brand is suspended.' })
    .trim()
    .min(10, { error: 'Say why the brand is suspended, in at least 10 characters: the owners receive this note.' })
    .max(2000, { error: 'Keep the note under 2,000 characters.' }),
});

export const adminOverviewSchema = z.object({
  applications_waiting: z.number().int().describe('Brands in status applied (waiting for a first decision).'),
  changes_requested: z.number().int(),
  approved: z.number().int(),
  suspended: z.number().int(),
});

export type AdminBrandListQuery = z.infer<typeof adminBrandListQuerySchema>;
export type AdminBrandSummary = z.infer<typeof adminBrandSummarySchema>;
export type AdminBrandList = z.infer<typeof adminBrandListSchema>;
export type AdminBrandDetail = z.infer<typeof adminBrandDetailSchema>;
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
