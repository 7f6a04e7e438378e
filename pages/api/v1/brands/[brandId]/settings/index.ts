import { getBrandSettingsEndpoint } from '@/lib/contracts/brands/settings';
import { getBrandSettings } from '@/server/brands/settings/get-brand-settings';
import { withBrandApi } from '@/server/brands/with-brand-api';

export const config = { api: { bodyParser: false } };

export default withBrandApi(getBrandSettingsEndpoint, 'staff', ({ brand }) => getBrandSettings(brand.brandId));
