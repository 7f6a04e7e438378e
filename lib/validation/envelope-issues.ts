/* Read by the checkout's address form and the order self-service calls, which show the API's
 * validation issues field by field; kept in lib so both sides of the services/ line may use it. */

/** The validation issues of an API error body ({ data: { issues } }), or none. */
export function issuesOf(body: unknown): { path: string; message: string }[] {
  if (typeof body !== 'object' || body === null) return [];
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return [];
  const issues = (data as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter((issue): issue is { path: string; message: string } => typeof issue?.path === 'string' && typeof issue?.message === 'string');
}
