import { getLandingPageEndpoint } from '@/lib/contracts/content/landings';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { getLandingEditorPage } from '@/server/content/landings/get-landing-editor-page';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(getLandingPageEndpoint, ({ params }) => getLandingEditorPage(params.id));
