import type { ProductAvailabilityFields } from '@/lib/catalog/product-availability';
import type { SaleFacts } from '../availability/decide-availability';
import type { FlashSaleRow } from './repository';

/*
 * How a product's flash-sale rows read at a given moment, in the spec's §3 shape:
 * - a sale counts only while its window is open (starts_at <= now < ends_at); an expired or
 *   upcoming sale leaves the product an ordinary one;
 * - version 1 rows in their window are the `flash_sale.deals`, each with its is_active flag;
 * - the first version 2 row in its window makes `has_flash_sale_v2` true and is carried by the
 *   first `product_urls` entry, its product detail holding the is_active flag;
 * - the price takes the largest discount of the open, active sales, and the countdown shows the
 *   end of that sale.
 */

export interface FlashSaleDealJson {
  id: number;
  is_active: boolean;
  percent_off: number;
  starts_at: string;
  ends_at: string;
}

export interface FlashSaleV2Json {
  id: number;
  starts_at: string;
  ends_at: string;
  flash_sale_v2_product_details: { is_active: boolean; percent_off: number }[];
}

export interface FlashSaleState {
  flash_sale: { deals: FlashSaleDealJson[] } | null;
  has_flash_sale_v2: boolean;
  flash_sale_v2: FlashSaleV2Json | null;
  /** Discount the price includes, or null. */
  appliedPercentOff: number | null;
  /** When that discount stops. */
  appliedEndsAt: Date | null;
  /** The next moment a sale starts or ends: the page must be rendered again by then. */
  nextChangeAt: Date | null;
}

const isOpen = (sale: FlashSaleRow, now: Date) => sale.startsAt.getTime() <= now.getTime() && now.getTime() < sale.endsAt.getTime();

export function flashSaleState(sales: readonly FlashSaleRow[], now: Date): FlashSaleState {
  const open = sales.filter((sale) => isOpen(sale, now));
  const deals = open.filter((sale) => sale.version === 1);
  const v2 = open.filter((sale) => sale.version === 2).sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime() || a.id - b.id)[0];

  let applied: FlashSaleRow | null = null;
  for (const sale of open) {
    if (!sale.isActive) continue;
    if (!applied || sale.percentOff > applied.percentOff || (sale.percentOff === applied.percentOff && sale.endsAt < applied.endsAt)) applied = sale;
  }

  const future = sales
    .flatMap((sale) => [sale.startsAt, sale.endsAt])
    .filter((moment) => moment.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime());

  return {
    flash_sale:
      deals.length > 0
        ? {
            deals: deals.map((sale) => ({
              id: sale.id,
              is_active: sale.isActive,
              percent_off: sale.percentOff,
              starts_at: sale.startsAt.toISOString(),
              ends_at: sale.endsAt.toISOString(),
            })),
          }
        : null,
    has_flash_sale_v2: v2 !== undefined,
    flash_sale_v2: v2
      ? {
          id: v2.id,
          starts_at: v2.startsAt.toISOString(),
          ends_at: v2.endsAt.toISOString(),
          flash_sale_v2_product_details: [{ is_active: v2.isActive, percent_off: v2.percentOff }],
        }
      : null,
    appliedPercentOff: applied?.percentOff ?? null,
    appliedEndsAt: applied?.endsAt ?? null,
    nextChangeAt: future[0] ?? null,
  };
}

/** The spec §3 fields lib/catalog/product-availability.ts reads, for one stock answer. */
export interface SpecAvailabilityFields extends ProductAvailabilityFields {
  is_vendor_product: boolean;
  flash_sale: { deals: FlashSaleDealJson[] } | null;
  has_flash_sale_v2: boolean;
  product_urls: { product_url_code: string; flash_sale_v2: FlashSaleV2Json | null }[];
  is_in_stock: boolean;
}

export function availabilityFields(input: {
  isVendorProduct: boolean;
  productUrlCode: string;
  state: FlashSaleState;
  isInStock: boolean;
}): SpecAvailabilityFields {
  return {
    is_vendor_product: input.isVendorProduct,
    flash_sale: input.state.flash_sale,
    has_flash_sale_v2: input.state.has_flash_sale_v2,
    product_urls: [{ product_url_code: input.productUrlCode, flash_sale_v2: input.state.flash_sale_v2 }],
    is_in_stock: input.isInStock,
  };
}

/** The sale facts the availability rule (decide-availability.ts) reads. */
export function saleFactsOf(state: FlashSaleState): SaleFacts {
  return {
    v1Running: state.flash_sale !== null,
    v1Active: state.flash_sale?.deals.some((deal) => deal.is_active) ?? false,
    v2Running: state.has_flash_sale_v2,
    v2Active: state.flash_sale_v2?.flash_sale_v2_product_details[0]?.is_active ?? false,
  };
}
