import { statementMonthsEndpoint } from '@/lib/contracts/brands/money';
import { listBrandStatementMonths } from '@/server/brands/money/brand-statements';
import { withBrandApi } from '@/server/brands/with-brand-api';

export const config = { api: { bodyParser: false } };

export default withBrandApi(statementMonthsEndpoint, 'manager', ({ caller, params }) => listBrandStatementMonths(caller, params.brandId));
