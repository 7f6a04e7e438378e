import { getEditorItemEndpoint } from '@/lib/contracts/content/editor';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { getEditorItem } from '@/server/content/editor/get-editor-item';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(getEditorItemEndpoint, ({ params }) => getEditorItem({ kind: params.kind, id: params.id }));
