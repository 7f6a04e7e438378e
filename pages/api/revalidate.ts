import { revalidatePagesEndpoint } from '@/lib/contracts/catalog/revalidation';
import { handleRevalidateRequest } from '@/server/catalog/revalidation/handle-revalidate-request';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(revalidatePagesEndpoint, (ctx) => handleRevalidateRequest({ req: ctx.req, res: ctx.res, body: ctx.body }));
