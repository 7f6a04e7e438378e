import { sql, type SQL } from 'drizzle-orm';

/*
 * The SQL side of decide-availability.ts, for the queries that filter and count by availability
 * (the "In stock" facet and ?in_stock=1 of listings and search). "In stock" there means what a
 * card shows as in stock: some variant has units and the product can be bought now, i.e. no
 * running flash sale of it is switched off (spec §4's "not purchasable" cases).
 */

/**
 * The sale facts of product `productId` at `now` as columns of a lateral join: v1_running,
 * v1_active, v2_running, v2_active (the first running v2 sale to end is the one that counts,
 * as flash-sale-state.ts reads it) and percent_off (the largest discount of the running,
 * switched-on sales).
 */
export function saleFactsLateral(productId: SQL, now: Date): SQL {
  return sql`left join lateral (
      select max(f.percent_off) filter (where f.is_active) as percent_off,
        coalesce(bool_or(f.version = 1), false) as v1_running,
        coalesce(bool_or(f.version = 1 and f.is_active), false) as v1_active,
        coalesce(bool_or(f.version = 2), false) as v2_running,
        coalesce((array_agg(f.is_active order by f.ends_at, f.id) filter (where f.version = 2))[1], false) as v2_active
      from flash_sales f
      where f.product_id = ${productId} and f.starts_at <= ${now} and f.ends_at > ${now}
    ) fs on true`;
}

/** True when the sale facts columns of `alias` (saleFactsLateral's) leave the product purchasable. */
export function salesAllowPurchase(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(not (${a}.v1_running and not ${a}.v1_active) and not (${a}.v2_running and not ${a}.v2_active))`;
}

/** The same as one scalar expression for product `productId`, where no lateral join fits. */
export function salesAllowPurchaseOf(productId: SQL, now: Date): SQL {
  return sql`coalesce((
      select not (bool_or(f.version = 1) and not bool_or(f.version = 1 and f.is_active))
        and coalesce((array_agg(f.is_active order by f.ends_at, f.id) filter (where f.version = 2))[1], true)
      from flash_sales f
      where f.product_id = ${productId} and f.starts_at <= ${now} and f.ends_at > ${now}
    ), true)`;
}

/** salesAllowPurchaseOf as text for the prepared statements written as strings (`now` is a parameter like "$3"). */
export function salesAllowPurchaseText(productId: string, nowParam: string): string {
  return `coalesce((
      select not (bool_or(f.version = 1) and not bool_or(f.version = 1 and f.is_active))
        and coalesce((array_agg(f.is_active order by f.ends_at, f.id) filter (where f.version = 2))[1], true)
      from flash_sales f
      where f.product_id = ${productId} and f.starts_at <= ${nowParam} and f.ends_at > ${nowParam}
    ), true)`;
}

/** The sale facts of product `productId` at `now` as one json value ({v1Running, v1Active, v2Running, v2Active}). */
export function saleFactsJsonOf(productId: SQL, now: Date): SQL {
  return sql`(
      select json_build_object(
        'v1Running', coalesce(bool_or(f.version = 1), false),
        'v1Active', coalesce(bool_or(f.version = 1 and f.is_active), false),
        'v2Running', coalesce(bool_or(f.version = 2), false),
        'v2Active', coalesce((array_agg(f.is_active order by f.ends_at, f.id) filter (where f.version = 2))[1], false))
      from flash_sales f
      where f.product_id = ${productId} and f.starts_at <= ${now} and f.ends_at > ${now}
    )`;
}
