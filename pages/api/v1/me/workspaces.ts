import { myWorkspacesEndpoint } from '@/lib/contracts/brands/workspaces';
import { listMyWorkspaces } from '@/server/brands/list-my-workspaces';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(myWorkspacesEndpoint, ({ caller }) => listMyWorkspaces(caller));
