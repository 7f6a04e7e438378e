import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getSecret } from '@/server/config/secrets';
import { AppError } from '@/server/http/app-error';
import { apiRouteRevalidator } from './path-revalidators';
import { listCatalogPagesOf, REVALIDATE_SECRET_HEADER } from './revalidate-catalog-pages';
import { revalidatePaths } from './revalidate-paths';
import type { RevalidateRequest, RevalidationReport } from '@/lib/contracts/catalog/revalidation-schemas';

function hasSecret(req: NextApiRequest): boolean {
  const given = req.headers[REVALIDATE_SECRET_HEADER];
  if (typeof given !== 'string' || given === '') return false;
  const expected = Buffer.from(getSecret('REVALIDATE_SECRET'));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** POST /api/revalidate: the pages of the scope plus the paths given, for callers holding REVALIDATE_SECRET. */
export async function handleRevalidateRequest(input: { req: NextApiRequest; res: NextApiResponse; body: RevalidateRequest }): Promise<RevalidationReport> {
  if (!hasSecret(input.req)) throw new AppError('UNAUTHORIZED', `The ${REVALIDATE_SECRET_HEADER} header is missing or wrong.`);
  const { paths = [], ...scope } = input.body;
  const pages = [...paths, ...(await listCatalogPagesOf(scope))];
  return revalidatePaths(pages, apiRouteRevalidator(input.res));
}
