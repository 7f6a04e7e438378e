import type { AnyContract } from '@/lib/contracts/endpoint';
import { AppError } from '../../http/app-error';
import { withApi, type ApiHandler, type ApiRoute } from '../../http/with-api';
import { isOperator } from './is-operator';

/**
 * The only way to serve an admin endpoint: the contract must ask for the admin role (so the
 * token is checked first), and the caller must still be an operator in the database.
 * tests/unit/ci/staff-routes-use-guards.test.ts refuses an admin route that skips it.
 */
export function withOperatorApi<C extends AnyContract>(contract: C, handler: ApiHandler<C>): ApiRoute {
  if (contract.auth !== 'admin') throw new Error(`${contract.method} ${contract.path}: withOperatorApi serves admin contracts only.`);
  return withApi(contract, handler, {
    // Before the body is read: a stranger's upload is refused without being received.
    beforeBody: async (ctx) => {
      if (!(await isOperator(ctx.caller))) throw new AppError('FORBIDDEN', 'This part of the store is for its operators.');
    },
  });
}
