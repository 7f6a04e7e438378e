import { listContentItemsEndpoint } from '@/lib/contracts/content/editor';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { listContentItems } from '@/server/content/editor/list-content-items';

export default withOperatorApi(listContentItemsEndpoint, ({ query }) => listContentItems(query));
