import { inviteMemberEndpoint } from '@/lib/contracts/brands/team';
import { inviteMember } from '@/server/brands/team/invite-member';
import { withBrandApi } from '@/server/brands/with-brand-api';

export const config = { api: { bodyParser: false } };

export default withBrandApi(inviteMemberEndpoint, 'owner', ({ brand, body, locale }) => inviteMember({ brand, body, locale }));
