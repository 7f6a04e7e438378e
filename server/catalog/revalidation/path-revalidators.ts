import type { NextApiResponse } from 'next';

/** Re-renders one cached page (a path with its locale prefix); throws when it cannot. */
export type PathRevalidator = (path: string) => Promise<void>;

/** Inside a Next API route: Next's own on-demand revalidation. */
export function apiRouteRevalidator(res: NextApiResponse): PathRevalidator {
  return (path) => res.revalidate(path);
}
