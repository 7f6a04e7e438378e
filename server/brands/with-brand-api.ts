import type { BrandMemberRole } from '@/lib/brands/brand-rules';
import type { AnyContract } from '@/lib/contracts/endpoint';
import { withApi, type ApiContext, type ApiRoute } from '../http/with-api';
import type { z } from 'zod';
import { resolveBrandAccess, type BrandAccess } from './resolve-brand-access';

/* `params` is optional in every contract's type (defineEndpoint's), so the type can only ask that,
 * when present, it yields a brandId; withBrandApi refuses a contract without params at start-up. */
type BrandContract = AnyContract & { params?: z.ZodType<{ brandId: number }> };

export type BrandApiHandler<C extends AnyContract> = (ctx: ApiContext<C> & { brand: BrandAccess }) => Promise<z.input<C['response']>> | z.input<C['response']>;

/**
 * The only way to serve a /v1/brands/{brandId}/... endpoint: the caller's membership and role
 * are read before the handler runs, and the handler receives them. Reads (GET) are open to
 * operators; writes only to members of `minRole` or above. tests/unit/ci refuses a brand route
 * that skips it, and tests/integration/brands/isolation walks every such endpoint.
 */
export function withBrandApi<C extends BrandContract>(contract: C, minRole: BrandMemberRole, handler: BrandApiHandler<C>): ApiRoute {
  if (!contract.params) throw new Error(`${contract.method} ${contract.path}: brand endpoints declare params with brandId (brandParamsSchema).`);
  if (contract.auth !== 'customer') throw new Error(`${contract.method} ${contract.path}: brand endpoints ask for a signed-in person (auth: 'customer').`);
  // Resolved before the body is read (documents and pictures are megabytes): a stranger is
  // refused without being listened to. The answer waits here for the handler of that request.
  const accessOf = new WeakMap<object, BrandAccess>();
  return withApi(
    contract,
    async (ctx) => {
      const brand = accessOf.get(ctx.req);
      if (!brand) throw new Error(`${contract.method} ${contract.path}: brand access was not resolved before the handler.`);
      return handler({ ...ctx, brand });
    },
    {
      beforeBody: async (ctx) => {
        const params = ctx.params as { brandId: number };
        accessOf.set(ctx.req, await resolveBrandAccess(ctx.caller, params.brandId, { minRole, operatorMayRead: contract.method === 'GET' }));
      },
    },
  );
}
