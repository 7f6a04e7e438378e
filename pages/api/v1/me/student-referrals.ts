import { studentReferralsEndpoint } from '@/lib/contracts/programmes/programmes';
import { requireCustomerId } from '@/server/accounts/require-customer';
import { withApi } from '@/server/http/with-api';
import { listStudentReferrals } from '@/server/programmes/students/list-student-referrals';

export const config = { api: { bodyParser: false } };

export default withApi(studentReferralsEndpoint, ({ caller }) => listStudentReferrals(requireCustomerId(caller)));
