import { publishLandingEndpoint, unpublishLandingEndpoint } from '@/lib/contracts/content/landings';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { landingEditorOf } from '@/server/content/landings/landing-editor-of';
import { publishLanding } from '@/server/content/landings/publish-landing';
import { unpublishLanding } from '@/server/content/landings/unpublish-landing';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withOperatorApi(publishLandingEndpoint, ({ caller, params, res }) => publishLanding({ id: params.id, editor: landingEditorOf(caller), revalidate: apiRouteRevalidator(res) })),
  withOperatorApi(unpublishLandingEndpoint, ({ caller, params, res }) => unpublishLanding({ id: params.id, editor: landingEditorOf(caller), revalidate: apiRouteRevalidator(res) })),
);
