import type { AnyContract } from '../endpoint';
import { adminBrandEndpoints } from './admin-brands';
import { myWorkspacesEndpoint } from './workspaces';

/**
 * Every brands-context contract, listed once here and spread into api-endpoints.ts: each area
 * (applications, profile, team, admin) adds its own block.
 */
export const brandEndpoints: readonly AnyContract[] = [
  // who may work where
  myWorkspacesEndpoint,
  // operators: overview, brands list, suspension
  ...adminBrandEndpoints,
];
