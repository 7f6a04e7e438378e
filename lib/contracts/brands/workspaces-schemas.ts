import { z } from 'zod';
import { BRAND_MEMBER_ROLES, BRAND_STATUSES } from '@/lib/brands/brand-rules';

export const workspaceBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(BRAND_STATUSES),
  role: z.enum(BRAND_MEMBER_ROLES),
  has_store: z.boolean().describe('Whether the brand has created its store (/brand/create).'),
});

export const workspacesSchema = z.object({
  operator: z.boolean().describe('Whether the caller may open /admin.'),
  brands: z.array(workspaceBrandSchema),
});

export type Workspaces = z.infer<typeof workspacesSchema>;
export type WorkspaceBrand = z.infer<typeof workspaceBrandSchema>;
