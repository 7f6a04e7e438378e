import { saveLandingDraftEndpoint } from '@/lib/contracts/content/landings';
import type { LandingDocument } from '@/lib/content/landing-blocks';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { landingEditorOf } from '@/server/content/landings/landing-editor-of';
import { saveLandingDraft } from '@/server/content/landings/save-landing-draft';

export const config = { api: { bodyParser: false } };

// The use case checks the whole document (landingDocumentSchema) and names each refused field.
export default withOperatorApi(saveLandingDraftEndpoint, ({ params, body, caller }) =>
  saveLandingDraft({ id: params.id, document: body.document as LandingDocument, editor: landingEditorOf(caller) }),
);
