import { getEditorOptionsEndpoint } from '@/lib/contracts/content/editor';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { getEditorOptions } from '@/server/content/editor/get-editor-options';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(getEditorOptionsEndpoint, ({ query }) => getEditorOptions(query.language));
