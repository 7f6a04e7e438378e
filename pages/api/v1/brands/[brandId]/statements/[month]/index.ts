import { statementEndpoint } from '@/lib/contracts/brands/money';
import { getBrandStatement } from '@/server/brands/money/brand-statements';
import { withBrandApi } from '@/server/brands/with-brand-api';

export const config = { api: { bodyParser: false } };

export default withBrandApi(statementEndpoint, 'manager', ({ caller, params }) => getBrandStatement(caller, params.brandId, params.month));
