import { acceptInvitationEndpoint } from '@/lib/contracts/brands/team';
import { acceptInvitation } from '@/server/brands/team/accept-invitation';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(acceptInvitationEndpoint, ({ caller, body }) => acceptInvitation(caller, body.token));
