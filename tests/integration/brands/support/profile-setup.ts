import type { BrandMemberRole } from '@/lib/brands/brand-rules';
import { buildBrand, buildOperator, buildPerson, type BrandRow } from '@/tests/support/builders/brands';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import type { BrandsApi } from './brands-api';

type Person = Awaited<ReturnType<typeof buildPerson>>;

export interface BrandTeam {
  brand: BrandRow;
  owner: Person;
  manager: Person;
  staff: Person;
}

let sequence = 0;

/** A unique, valid store address for this run. */
export function freshSlug(prefix = 'oak-studio'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}`;
}

export const DESCRIPTION = { en: 'Solid oak desks made in Porto.', fr: 'Bureaux en chêne massif faits à Porto.', de: 'Schreibtische aus massiver Eiche aus Porto.' };

/** An approved brand with an owner, a manager and a staff member (no store yet). */
export async function buildBrandTeam(api: BrandsApi, options: { status?: Parameters<typeof buildBrand>[1] extends infer O ? O extends { status?: infer S } ? S : never : never } = {}): Promise<BrandTeam> {
  const [owner, manager, staff] = [await buildPerson(api.db), await buildPerson(api.db), await buildPerson(api.db)];
  const members: { customerId: number; role: BrandMemberRole }[] = [
    { customerId: owner.customer.id, role: 'owner' },
    { customerId: manager.customer.id, role: 'manager' },
    { customerId: staff.customer.id, role: 'staff' },
  ];
  const brand = await buildBrand(api.db, { status: options.status ?? 'approved', country: 'PT', members });
  return { brand, owner, manager, staff };
}

/** The same, with its store opened through the API; returns the store's address. */
export async function buildBrandWithStore(api: BrandsApi): Promise<BrandTeam & { slug: string }> {
  const team = await buildBrandTeam(api);
  const slug = freshSlug();
  expectSuccessData(await api.call('POST', `/v1/brands/${team.brand.id}/store`, { headers: team.owner.headers, body: { name: 'Oak Studio', slug, description: DESCRIPTION } }), 201);
  return { ...team, slug };
}

export { buildOperator, buildPerson };
