import { listContentItemsEndpoint } from '@/lib/contracts/content/editor';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { listContentItems } from '@/server/content/editor/list-content-items';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(listContentItemsEndpoint, ({ query }) => listContentItems(query));
