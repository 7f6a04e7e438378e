import { changeMemberRoleEndpoint, removeMemberEndpoint } from '@/lib/contracts/brands/team';
import { changeMemberRole } from '@/server/brands/team/change-member-role';
import { removeMember } from '@/server/brands/team/remove-member';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withBrandApi(changeMemberRoleEndpoint, 'owner', ({ brand, params, body }) => changeMemberRole(brand, params.customerId, body.role)),
  // Every member may leave; removeMember keeps removing others to owners.
  withBrandApi(removeMemberEndpoint, 'staff', ({ brand, params }) => removeMember(brand, params.customerId)),
);
