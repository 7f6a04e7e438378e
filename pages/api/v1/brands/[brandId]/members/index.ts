import { listTeamEndpoint } from '@/lib/contracts/brands/team';
import { listTeam } from '@/server/brands/team/list-team';
import { withBrandApi } from '@/server/brands/with-brand-api';

export const config = { api: { bodyParser: false } };

export default withBrandApi(listTeamEndpoint, 'staff', ({ brand }) => listTeam(brand.brandId));
