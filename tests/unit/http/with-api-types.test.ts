import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { queryInt } from '@/lib/contracts/query-schemas';
import type { ApiContext } from '@/server/http/with-api';

/* Compile-time rules (checked by tsc; the runtime part is trivial): a handler sees exactly the
 * parsed types its contract declares, and `undefined` for the parts it leaves out. */

const full = defineEndpoint({
  method: 'PUT',
  path: '/v1/test/{id}',
  summary: 't',
  tags: ['T'],
  auth: 'customer',
  params: z.object({ id: z.string() }),
  query: z.object({ page: queryInt().default(1) }),
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
});
const bare = defineEndpoint({ method: 'GET', path: '/v1/test', summary: 't', tags: ['T'], auth: 'public', response: z.string() });

describe('handler context types', () => {
  it('defineEndpoint hands back the contract as declared', () => {
    expect([full.method, full.path, bare.path]).toEqual(['PUT', '/v1/test/{id}', '/v1/test']);
    expect(bare.body).toBeUndefined();
  });

  it('types declared parts with their parsed output', () => {
    expectTypeOf<ApiContext<typeof full>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<ApiContext<typeof full>['query']>().toEqualTypeOf<{ page: number }>();
    expectTypeOf<ApiContext<typeof full>['body']>().toEqualTypeOf<{ name: string }>();
  });

  it('types parts left out as undefined', () => {
    expectTypeOf<ApiContext<typeof bare>['params']>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiContext<typeof bare>['query']>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiContext<typeof bare>['body']>().toEqualTypeOf<undefined>();
  });
});
