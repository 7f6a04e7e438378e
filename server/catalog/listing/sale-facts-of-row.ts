import type { SaleFacts } from '../availability/decide-availability';
import type { ListingRow } from './repository';

/** The sale columns of a listing row (repository-availability.ts's saleFactsLateral) as the rule reads them. */
export function saleFactsOfRow(row: ListingRow): SaleFacts {
  return { v1Running: row.flashV1Running, v1Active: row.flashV1Active, v2Running: row.flashV2Running, v2Active: row.flashV2Active };
}
