import type { AnyContract } from '../endpoint';
import { defineEndpoint } from '../endpoint';
import { landingEditorPageSchema, landingListSchema, landingParamsSchema, saveLandingDraftBodySchema } from './landings-schemas';

/* Landing pages in the operators' editor (issue 18 item 4, decision 0036), served through withOperatorApi. */

export const listLandingPagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/content/landings',
  summary: 'Every landing page with its state: published, draft changes, who saved and published it and when',
  tags: ['Admin', 'Content'],
  auth: 'admin',
  response: landingListSchema,
});

export const getLandingPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/content/landings/{id}',
  summary: "One landing page with its draft: titles, descriptions and blocks in en, fr and de",
  tags: ['Admin', 'Content'],
  auth: 'admin',
  params: landingParamsSchema,
  response: landingEditorPageSchema,
  errors: ['NOT_FOUND'],
});

export const saveLandingDraftEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/admin/content/landings/{id}/draft',
  summary: 'Save the draft of a landing page (every language at once); the store keeps the published copy',
  tags: ['Admin', 'Content'],
  auth: 'admin',
  params: landingParamsSchema,
  body: saveLandingDraftBodySchema,
  response: landingEditorPageSchema,
  errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
  maxBodyBytes: 400_000,
});

export const publishLandingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/content/landings/{id}/publication',
  summary: 'Publish the saved draft: the store shows it at once (the page is re-rendered in every locale)',
  tags: ['Admin', 'Content'],
  auth: 'admin',
  params: landingParamsSchema,
  response: landingEditorPageSchema,
  errors: ['NOT_FOUND'],
});

export const unpublishLandingEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/admin/content/landings/{id}/publication',
  summary: 'Take a landing page off the store: its address answers 404 and it leaves the sitemap',
  tags: ['Admin', 'Content'],
  auth: 'admin',
  params: landingParamsSchema,
  response: landingEditorPageSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const landingEndpoints: readonly AnyContract[] = [listLandingPagesEndpoint, getLandingPageEndpoint, saveLandingDraftEndpoint, publishLandingEndpoint, unpublishLandingEndpoint];
