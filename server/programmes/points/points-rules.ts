import { AppError } from '@/server/http/app-error';

/*
 * Every rate and limit of points, in one place (decision 0040). Money is in minor units; points
 * are whole. No rule ever drops a fraction: an order earns for its whole currency units (what is
 * left over earns nothing, it is not carried), and an exchange must be a whole number of points'
 * worth of credit, or it is refused before anything moves.
 */
export const POINTS_RULES = {
  /** A delivered order earns this many points per whole currency unit (100 minor units) of its paid total. */
  pointsPerCurrencyUnit: 1,
  /** One point costs this much store credit, in minor units, in every store currency. */
  creditPerPoint: 10,
  /** Least and most credit one exchange takes, minor units. */
  minExchangeCredit: 100,
  maxExchangeCredit: 50_000,
} as const;

/** Points a delivered order earns for its paid total (minor units). */
export function pointsForOrderTotal(total: number): number {
  return Math.max(Math.floor(total / 100), 0) * POINTS_RULES.pointsPerCurrencyUnit;
}

/** Points given for this much credit, or a 422 naming the rule the amount breaks. */
export function pointsForCredit(amount: number): number {
  const { creditPerPoint, minExchangeCredit, maxExchangeCredit } = POINTS_RULES;
  if (amount < minExchangeCredit) throw new AppError('UNPROCESSABLE', `Exchange at least ${minExchangeCredit} minor units (cents) of credit at a time.`);
  if (amount > maxExchangeCredit) throw new AppError('UNPROCESSABLE', `Exchange at most ${maxExchangeCredit} minor units (cents) of credit at a time.`);
  if (amount % creditPerPoint !== 0) throw new AppError('UNPROCESSABLE', `The amount must be a multiple of ${creditPerPoint} minor units (the price of one point).`);
  return amount / creditPerPoint;
}
