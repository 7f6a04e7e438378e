import { apiGet } from '@/services/api-client';

/* The browser side of the customer's order list (GET /v1/me/orders, newest first). */

export interface OrderSummary {
  id: number;
  code: string;
  /** Main status code of spec §4. */
  status: number;
  currency: string;
  amount: number;
  item_count: number;
  first_item: { product_name: string; image_key: string } | null;
  created_at: string;
}

export interface MyOrdersPage {
  items: OrderSummary[];
  page: number;
  limit: number;
  total: number;
}

export const MY_ORDERS_PAGE_SIZE = 10;

/** GET /v1/me/orders; `statuses` keeps only those main statuses (all when empty). */
export function fetchMyOrders(page: number, statuses: readonly number[] = [], limit: number = MY_ORDERS_PAGE_SIZE): Promise<MyOrdersPage> {
  return apiGet<MyOrdersPage>('/v1/me/orders', { page, limit, statuses });
}
