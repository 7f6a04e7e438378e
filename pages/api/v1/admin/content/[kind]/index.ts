import { createContentItemEndpoint } from '@/lib/contracts/content/editor';
import { editAuthorOf } from '@/server/content/editor/edit-author';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { createContentItem } from '@/server/content/editor/save-content-draft';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(createContentItemEndpoint, ({ caller, params, body }) => createContentItem({ kind: params.kind, body, by: editAuthorOf(caller) }));
