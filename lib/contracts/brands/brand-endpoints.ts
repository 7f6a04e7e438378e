import type { AnyContract } from '../endpoint';
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

/**
 * Every brands-context contract, listed once here and spread into api-endpoints.ts: each area
 * (applications, profile, team, admin) adds its own block.
 */
export const brandEndpoints: readonly AnyContract[] = [
  // who may work where
  myWorkspacesEndpoint,
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
];
