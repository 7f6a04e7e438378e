import type { AnyContract } from '../endpoint';
import { adminBrandEndpoints } from './admin-brands';
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
];
