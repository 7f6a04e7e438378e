import { publishContentItemEndpoint, unpublishContentItemEndpoint } from '@/lib/contracts/content/editor';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { editAuthorOf } from '@/server/content/editor/edit-author';
import { publishContentItem } from '@/server/content/editor/publish-content-item';
import { unpublishContentItem } from '@/server/content/editor/unpublish-content-item';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withOperatorApi(publishContentItemEndpoint, ({ caller, params, body, res }) =>
    publishContentItem({ kind: params.kind, id: params.id, at: body.at ? new Date(body.at) : undefined, by: editAuthorOf(caller), revalidate: apiRouteRevalidator(res) }),
  ),
  withOperatorApi(unpublishContentItemEndpoint, ({ caller, params, res }) =>
    unpublishContentItem({ kind: params.kind, id: params.id, by: editAuthorOf(caller), revalidate: apiRouteRevalidator(res) }),
  ),
);
