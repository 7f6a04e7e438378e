/** Where a store picture is served (GET /v1/brand-pictures/{key}); the key changes with every upload. */
export function brandPictureUrl(key: string): string {
  return `/api/v1/brand-pictures/${key}`;
}
