import { previewInvitationEndpoint } from '@/lib/contracts/brands/team';
import { previewInvitation } from '@/server/brands/team/preview-invitation';
import { withApi } from '@/server/http/with-api';
import { clientIp } from '@/server/http/rate-limit/client-ip';

export const config = { api: { bodyParser: false } };

export default withApi(previewInvitationEndpoint, ({ params, req }) => previewInvitation(params.token, clientIp(req)));
