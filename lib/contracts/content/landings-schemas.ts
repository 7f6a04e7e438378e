import { z } from 'zod';
import { landingDocumentSchema } from '@/lib/content/landing-blocks';
import { idParam } from '@/lib/contracts/brands/brand-params-schemas';

/* The operators' landing page editor (decision 0036). */

export const landingParamsSchema = z.object({ id: idParam('landing page') });

export const landingSummarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  path: z.string(),
  title: z.string(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  draftSavedAt: z.string(),
  draftSavedBy: z.string().nullable(),
  hasUnpublishedChanges: z.boolean(),
});
export type LandingSummary = z.infer<typeof landingSummarySchema>;

export const landingListSchema = z.object({ pages: z.array(landingSummarySchema) });
export type LandingList = z.infer<typeof landingListSchema>;

/* The document is checked by the use case (saveLandingDraft) with landingDocumentSchema, so its
 * refusals name the field; the contract only asks for an object. */
export const saveLandingDraftBodySchema = z.object({ document: z.record(z.string(), z.unknown()) });

export const landingEditorPageSchema = landingSummarySchema.extend({ draft: landingDocumentSchema });
export type LandingEditorPageData = z.infer<typeof landingEditorPageSchema>;
