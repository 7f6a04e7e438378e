import type { z } from 'zod';
import { defineEndpoint, type EndpointContract } from '../endpoint';

/**
 * defineEndpoint for /v1/brands/{brandId}/... contracts: keeps `params` required in the type, which
 * withBrandApi asks for (EndpointContract declares every part optional).
 */
export function defineBrandEndpoint<P extends z.ZodType<{ brandId: number }>, Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined, R extends z.ZodType = z.ZodType>(
  contract: EndpointContract<P, Q, B, R> & { params: P },
): EndpointContract<P, Q, B, R> & { params: P } {
  return defineEndpoint(contract) as EndpointContract<P, Q, B, R> & { params: P };
}
