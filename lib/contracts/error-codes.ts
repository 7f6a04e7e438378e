/** Every failure the server means to report is an AppError with one of these codes; the client
 * reads the same codes from `data.code` of an error envelope. */
export const ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  // checkout: the payment provider refused the payment (card declined, bank refused...).
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

export interface ErrorIssue {
  /** Dotted path of the offending field, e.g. "body.email" or "query.page". */
  path: string;
  message: string;
}

/** An item of the cart that cannot be bought now (lib/contracts/envelope-schemas.ts has its schema). */
export interface UnavailableItem {
  line_id: number;
  product_id: number;
  product_code: string;
  variant_id: number;
  title: string;
  reason: 'sold_out' | 'flash_sale_paused' | 'not_enough_stock' | 'no_longer_sold';
  available_quantity: number;
}
