import { ERROR_HTTP_STATUS, type ErrorCode, type ErrorIssue, type UnavailableItem } from '@/lib/contracts/error-codes';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: ErrorIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;
  /** The cart items a refusal is about (place-order), for clients that offer to remove them. */
  readonly unavailableItems: UnavailableItem[] | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { issues?: ErrorIssue[]; headers?: Record<string, string>; unavailableItems?: UnavailableItem[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.headers = options.headers;
    this.unavailableItems = options.unavailableItems;
  }

  get httpStatus(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
