import { academicEmailEndpoint } from '@/lib/contracts/programmes/programmes';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { requestAcademicCode } from '@/server/programmes/students/request-academic-code';

export const config = { api: { bodyParser: false } };

export default withApi(academicEmailEndpoint, ({ caller, body }) => requestAcademicCode(requireCustomerId(caller), body));
