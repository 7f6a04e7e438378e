import type { BrandMemberRole } from '@/lib/brands/brand-rules';

/** Key in the 'brand' namespace of a role's name. */
export const roleKey = (role: BrandMemberRole) => `team.roles.${role}`;
