import { updateBrandThemeEndpoint } from '@/lib/contracts/brands/profile';
import { updateBrandTheme } from '@/server/brands/profile/update-brand-theme';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

export default withBrandApi(updateBrandThemeEndpoint, 'manager', (ctx) => updateBrandTheme({ brand: ctx.brand, accentColor: ctx.body.accent_color, revalidate: apiRouteRevalidator(ctx.res) }));
