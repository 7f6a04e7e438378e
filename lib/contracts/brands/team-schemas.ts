import { z } from 'zod';
import { BRAND_MEMBER_ROLES } from '@/lib/brands/brand-rules';
import { emailSchema } from '../accounts/customers-schemas';
import { brandParamsSchema, idParam } from './brand-params-schemas';

/* A brand's team (issue 16 item 1): members, pending invitations, and the invitation link. */

/** More pending invitations than this is a sign of a mistake (or of abuse), not of a team. */
export const MAX_PENDING_INVITATIONS = 20;

const roleSchema = z.enum(BRAND_MEMBER_ROLES, { error: 'Choose owner, manager or staff.' });

export const teamMemberSchema = z.object({
  customer_id: z.number().int(),
  name: z.string().describe('Full name as the person entered it; empty when never given.'),
  email: z.string(),
  role: roleSchema,
  since: z.string().describe('When the person joined the brand (ISO 8601).'),
});

export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  invited_at: z.string(),
  expires_at: z.string(),
});

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(pendingInvitationSchema).describe('Pending only: accepted, revoked and expired invitations are left out.'),
  max_pending_invitations: z.number().int(),
});

export const inviteBodySchema = z.object({ email: emailSchema, role: roleSchema });
export const memberRoleBodySchema = z.object({ role: roleSchema });

export const invitationParamsSchema = brandParamsSchema.extend({ invitationId: idParam('invitation') });
export const memberParamsSchema = brandParamsSchema.extend({ customerId: idParam('member') });

/** Anything is accepted here and looked up as is: a malformed token gets the same 404 as an unknown one. */
export const invitationTokenSchema = z.string().max(256, { error: 'This invitation link is not valid. Ask the brand for a new invitation.' });
export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });
export const acceptInvitationBodySchema = z.object({ token: invitationTokenSchema.min(1, { error: 'The invitation token is missing.' }) });

export const invitationPreviewSchema = z.object({
  brand_name: z.string(),
  role: roleSchema,
  inviter_name: z.string().describe('The inviter’s name, or an empty string when they never gave one.'),
  expires_at: z.string(),
});

export const acceptedInvitationSchema = z.object({ brand_id: z.number().int(), brand_name: z.string(), role: roleSchema });
export const removedMemberSchema = z.object({ removed: z.literal(true), left: z.boolean().describe('Whether the caller removed themselves.') });
export const revokedInvitationSchema = z.object({ revoked: z.literal(true) });

export type Team = z.infer<typeof teamSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
export type InviteInput = z.input<typeof inviteBodySchema>;
