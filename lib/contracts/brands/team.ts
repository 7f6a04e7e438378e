import { defineEndpoint } from '../endpoint';
import { brandParamsSchema } from './brand-params-schemas';
import {
  acceptedInvitationSchema,
  acceptInvitationBodySchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  inviteBodySchema,
  memberParamsSchema,
  memberRoleBodySchema,
  pendingInvitationSchema,
  removedMemberSchema,
  revokedInvitationSchema,
  teamMemberSchema,
  teamSchema,
} from './team-schemas';

const tags = ['Brands'];

export const listTeamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/members',
  summary: 'A brand’s members and pending invitations',
  description: 'Every member may read it; operators read it too.',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  response: teamSchema,
  errors: ['NOT_FOUND'],
});

export const inviteMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/invitations',
  summary: 'Invite someone to the brand by e-mail (owners)',
  description: 'Mails a single-use link that expires after 7 days. A new invitation to the same address replaces the pending one.',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: inviteBodySchema,
  response: pendingInvitationSchema,
  successStatus: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const revokeInvitationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/brands/{brandId}/invitations/{invitationId}',
  summary: 'Revoke a pending invitation (owners)',
  tags,
  auth: 'customer',
  params: invitationParamsSchema,
  response: revokedInvitationSchema,
  errors: ['NOT_FOUND'],
});

export const changeMemberRoleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/members/{customerId}',
  summary: 'Change a member’s role (owners)',
  description: 'Refused with 409 when it would leave the brand without an owner.',
  tags,
  auth: 'customer',
  params: memberParamsSchema,
  body: memberRoleBodySchema,
  response: teamMemberSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const removeMemberEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/brands/{brandId}/members/{customerId}',
  summary: 'Remove a member (owners), or leave the brand (any member, with their own id)',
  description: 'The removed person loses access at their next request. Refused with 409 when it would leave the brand without an owner.',
  tags,
  auth: 'customer',
  params: memberParamsSchema,
  response: removedMemberSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const previewInvitationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/brand-invitations/{token}',
  summary: 'What an invitation link offers: the brand, the role, who sent it, until when',
  description: 'Expired, used, revoked and unknown links all answer the same 404.',
  tags,
  auth: 'public',
  params: invitationTokenParamsSchema,
  response: invitationPreviewSchema,
  errors: ['NOT_FOUND'],
  cacheControl: 'private, no-store',
});

export const acceptInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/brand-invitations/accept',
  summary: 'Join the brand of an invitation',
  description: 'Single use; the signed-in person’s e-mail must be the invited address (403 otherwise).',
  tags,
  auth: 'customer',
  body: acceptInvitationBodySchema,
  response: acceptedInvitationSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED'],
});
