import { z } from 'zod';
import { BRAND_STATUSES } from '@/lib/brands/brand-rules';
import { queryInt } from '../query-schemas';
import { brandApplicationSchema } from './applications-schemas';
import { brandParamsSchema } from './brand-params-schemas';

/* The operators' side of brand applications (issue 16 item 4). */

export const REVIEWABLE_STATUSES = ['applied', 'changes_requested', 'rejected', 'draft'] as const;
export type ReviewableStatus = (typeof REVIEWABLE_STATUSES)[number];
export const APPLICATIONS_PAGE_SIZE = 20;
export const MAX_REVIEW_NOTE = 2000;

export const applicationsQuerySchema = z.object({
  status: z.enum(REVIEWABLE_STATUSES, { error: `The status is one of ${REVIEWABLE_STATUSES.join(', ')}.` }).default('applied'),
  page: queryInt({ min: 1, max: 10_000 }).default(1),
});

export const applicationSummarySchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  legal_name: z.string(),
  country: z.string(),
  status: z.enum(BRAND_STATUSES),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  documents_count: z.number().int(),
});

export const applicationsPageSchema = z.object({
  items: z.array(applicationSummarySchema).describe('Oldest waiting first (submission date, then creation).'),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
export type ApplicationsPage = z.infer<typeof applicationsPageSchema>;

export const BRAND_DECISIONS = ['approve', 'request_changes', 'reject'] as const;
export type BrandDecision = (typeof BRAND_DECISIONS)[number];

export const decisionBodySchema = z
  .object({
    decision: z.enum(BRAND_DECISIONS, { error: `The decision is one of ${BRAND_DECISIONS.join(', ')}.` }),
    note: z.string().trim().max(MAX_REVIEW_NOTE, { error: `The note has at most ${MAX_REVIEW_NOTE} characters.` }).default(''),
  })
  .refine((body) => body.decision === 'approve' || body.note.length > 0, {
    error: 'Tell the brand what to change, or why it is not accepted: the note is required.',
    path: ['note'],
  });

export type DecisionInput = z.input<typeof decisionBodySchema>;

export const adminApplicationParamsSchema = brandParamsSchema;

/** What operators see: the brand's application plus who acted in its history. */
export const adminApplicationSchema = brandApplicationSchema.extend({
  events: z.array(
    z.object({ kind: z.string(), note: z.string(), at: z.string(), by_operator: z.boolean(), actor_customer_id: z.number().int().nullable() }),
  ),
});

export type AdminApplication = z.infer<typeof adminApplicationSchema>;
