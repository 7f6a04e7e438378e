import type { z } from 'zod';
import type { applicationDetailsSchema, BrandApplication } from '@/lib/contracts/brands/applications-schemas';
import { lockCustomer } from '../../accounts/lock-customer';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../http/request-context';
import { loadApplicationView } from './load-application-view';
import { countOpenOwnedBrands, insertBrand, insertEvent, insertMember } from './repository';
import { toBrandDetails } from './to-brand-details';

/** Applications one person may have waiting at once: enough for a group of companies, not a flood. */
export const MAX_OPEN_APPLICATIONS = 3;

/** POST /v1/brands: a signed-in person starts an application and becomes the brand's owner. */
export async function createBrandApplication(caller: Caller, body: z.output<typeof applicationDetailsSchema>): Promise<BrandApplication> {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  const customerId = caller.userId;
  const db = getDb();
  const brandId = await db.transaction(async (tx) => {
    // Two tabs submitting at once must not both pass the limit.
    await lockCustomer(tx, customerId);
    if ((await countOpenOwnedBrands(tx, customerId)) >= MAX_OPEN_APPLICATIONS) {
      throw new AppError('CONFLICT', `You already have ${MAX_OPEN_APPLICATIONS} brand applications waiting. Finish or withdraw one before starting another.`);
    }
    const id = await insertBrand(tx, toBrandDetails(body), customerId);
    await insertMember(tx, id, customerId, 'owner');
    await insertEvent(tx, { brandId: id, kind: 'created', actorCustomerId: customerId });
    return id;
  });
  return loadApplicationView(db, brandId);
}
