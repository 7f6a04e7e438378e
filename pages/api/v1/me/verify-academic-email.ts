import { verifyAcademicEmailEndpoint } from '@/lib/contracts/programmes/programmes';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { verifyAcademicEmail } from '@/server/programmes/students/verify-academic-email';

export const config = { api: { bodyParser: false } };

export default withApi(verifyAcademicEmailEndpoint, ({ caller, body }) => verifyAcademicEmail(requireCustomerId(caller), body));
