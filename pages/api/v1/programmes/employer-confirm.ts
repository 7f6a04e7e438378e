import { confirmEmployerEndpoint } from '@/lib/contracts/programmes/programmes';
import { withApi } from '@/server/http/with-api';
import { confirmEmployer } from '@/server/programmes/workplace/confirm-employer';

export const config = { api: { bodyParser: false } };

export default withApi(confirmEmployerEndpoint, ({ body }) => confirmEmployer(body.token));
