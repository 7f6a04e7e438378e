import type { SeedFlashSale } from './catalog-types';

const HOUR_MS = 60 * 60 * 1000;

/*
 * Flash sales are the one part of the catalog tied to the clock: a sale seeded as "running"
 * must still be running when someone opens the store, whatever day the seed ran. Windows are
 * offsets from the seed's start time rounded down to the hour, so two seeds in the same hour
 * still write identical rows.
 */
export function seedClock(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

export function flashSaleWindow(sale: SeedFlashSale, clock: Date): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: new Date(clock.getTime() + sale.startOffsetHours * HOUR_MS),
    endsAt: new Date(clock.getTime() + sale.endOffsetHours * HOUR_MS),
  };
}
