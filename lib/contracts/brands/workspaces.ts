import { defineEndpoint } from '../endpoint';
import { workspacesSchema } from './workspaces-schemas';

export const myWorkspacesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/workspaces',
  summary: 'The brands the caller belongs to, with their role, and whether they operate the store',
  description: 'Read from the database on every call: a member removed from a brand no longer sees it, whatever their token says.',
  tags: ['Brands'],
  auth: 'customer',
  response: workspacesSchema,
});
