import { previewContentItemEndpoint } from '@/lib/contracts/content/editor';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { getContentPreviewPage } from '@/server/pages/content-preview-props';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(previewContentItemEndpoint, ({ params, query }) => getContentPreviewPage({ kind: params.kind, id: params.id, language: query.language }));
