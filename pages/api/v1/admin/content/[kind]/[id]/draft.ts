import { saveContentDraftEndpoint } from '@/lib/contracts/content/editor';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { editAuthorOf } from '@/server/content/editor/edit-author';
import { saveContentDraft } from '@/server/content/editor/save-content-draft';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(saveContentDraftEndpoint, ({ caller, params, body }) => saveContentDraft({ kind: params.kind, id: params.id, body, by: editAuthorOf(caller) }));
