import { statementCsvEndpoint } from '@/lib/contracts/brands/money';
import { serveBrandStatementCsv } from '@/server/brands/money/brand-statements';
import { withBrandApi } from '@/server/brands/with-brand-api';

export const config = { api: { bodyParser: false } };

export default withBrandApi(statementCsvEndpoint, 'manager', ({ caller, params, res }) => serveBrandStatementCsv(caller, params.brandId, params.month, res));
