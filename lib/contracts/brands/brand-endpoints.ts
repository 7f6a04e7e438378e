import type { AnyContract } from '../endpoint';
import { adminBrandEndpoints } from './admin-brands';
import { brandMoneyEndpoints } from './money';
import { getBrandSettingsEndpoint, updateNotificationEmailsEndpoint, updatePayoutEndpoint } from './settings';
import {
  acceptInvitationEndpoint,
  changeMemberRoleEndpoint,
  inviteMemberEndpoint,
  listTeamEndpoint,
  previewInvitationEndpoint,
  removeMemberEndpoint,
  revokeInvitationEndpoint,
} from './team';
import {
  changeBrandSlugEndpoint,
  createBrandStoreEndpoint,
  getBrandPictureEndpoint,
  getBrandProfileEndpoint,
  removeBrandPictureEndpoint,
  slugAvailabilityEndpoint,
  updateBrandPoliciesEndpoint,
  updateBrandProfileEndpoint,
  updateBrandThemeEndpoint,
  uploadBrandPictureEndpoint,
} from './profile';
import { myWorkspacesEndpoint } from './workspaces';
import { listingEndpoints } from './listings';
import { brandOrderAreaEndpoints } from './orders';
import { bannerEndpoints } from './banners';
import { downloadStockPricesEndpoint, uploadStockPricesEndpoint } from './stock-prices';
import {
  brandDocumentFileEndpoint,
  createBrandApplicationEndpoint,
  deleteBrandDocumentEndpoint,
  getBrandApplicationEndpoint,
  submitBrandApplicationEndpoint,
  updateBrandApplicationEndpoint,
  uploadBrandDocumentEndpoint,
} from './applications';
import { decideBrandApplicationEndpoint, getAdminBrandApplicationEndpoint, listBrandApplicationsEndpoint } from './admin-applications';

/**
 * Every brands-context contract, listed once here and spread into api-endpoints.ts: each area
 * (applications, profile, team, admin) adds its own block.
 */
export const brandEndpoints: readonly AnyContract[] = [
  // who may work where
  myWorkspacesEndpoint,
  // operators: overview, brands list, suspension
  ...adminBrandEndpoints,
  // team: members, invitations, joining
  listTeamEndpoint,
  inviteMemberEndpoint,
  revokeInvitationEndpoint,
  changeMemberRoleEndpoint,
  removeMemberEndpoint,
  previewInvitationEndpoint,
  acceptInvitationEndpoint,
  // settings: notifications and payout
  getBrandSettingsEndpoint,
  updateNotificationEmailsEndpoint,
  updatePayoutEndpoint,
  // applications (issue 16 items 2 and 4)
  createBrandApplicationEndpoint,
  getBrandApplicationEndpoint,
  updateBrandApplicationEndpoint,
  uploadBrandDocumentEndpoint,
  deleteBrandDocumentEndpoint,
  brandDocumentFileEndpoint,
  submitBrandApplicationEndpoint,
  listBrandApplicationsEndpoint,
  getAdminBrandApplicationEndpoint,
  decideBrandApplicationEndpoint,
  // the store profile (issue 16 item 3)
  getBrandProfileEndpoint,
  createBrandStoreEndpoint,
  updateBrandProfileEndpoint,
  updateBrandPoliciesEndpoint,
  slugAvailabilityEndpoint,
  changeBrandSlugEndpoint,
  updateBrandThemeEndpoint,
  uploadBrandPictureEndpoint,
  removeBrandPictureEndpoint,
  getBrandPictureEndpoint,
  // listings: the brand's own products (issue 17 item 1)
  ...listingEndpoints,
  // money: dashboard, statements, commission (issue 17 items 4 and 5)
  ...brandMoneyEndpoints,
  // orders, crypto orders and operator-placed orders (issue 17 item 3)
  ...brandOrderAreaEndpoints,
  // banners (issue 17 item 2)
  ...bannerEndpoints,
  // prices and stock by CSV (issue 17 item 1)
  downloadStockPricesEndpoint,
  uploadStockPricesEndpoint,
];
