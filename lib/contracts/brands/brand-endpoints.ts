import type { AnyContract } from '../endpoint';
import { myWorkspacesEndpoint } from './workspaces';
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
];
