import { revokeInvitationEndpoint } from '@/lib/contracts/brands/team';
import { revokeBrandInvitation } from '@/server/brands/team/revoke-invitation';
import { withBrandApi } from '@/server/brands/with-brand-api';

export const config = { api: { bodyParser: false } };

export default withBrandApi(revokeInvitationEndpoint, 'owner', ({ brand, params }) => revokeBrandInvitation(brand, params.invitationId));
