/** Ratings per star. */
export type StarCounts = Record<1 | 2 | 3 | 4 | 5, number>;

export const STARS = [1, 2, 3, 4, 5] as const;

export function totalOf(counts: StarCounts): number {
  return STARS.reduce((sum, star) => sum + counts[star], 0);
}

/** The average in hundredths (products.rating_average_x100); 0 without ratings. */
export function averageX100Of(counts: StarCounts): number {
  const total = totalOf(counts);
  if (total === 0) return 0;
  const points = STARS.reduce((sum, star) => sum + star * counts[star], 0);
  return Math.round((points * 100) / total);
}

/*
 * A believable spread (issue 20: "1,000 five-star and nothing else" read as fake): mostly 5s and
 * 4s, some 3s, a few 1s and fewer 2s, the low shares growing as the average falls. The shares are
 * fractions of all ratings for an average `gap` stars below 5.
 */
function lowShares(gap: number): Record<1 | 2 | 3, number> {
  return { 1: Math.min(0.06, 0.1 * gap), 2: Math.min(0.04, 0.05 * gap), 3: Math.min(0.12, 0.22 * gap) };
}

/** Moves one rating one star up (raise) or down, from the fullest step that keeps the shape. */
function stepOnce(counts: StarCounts, raise: boolean): boolean {
  const order = raise ? ([4, 3, 2, 1] as const) : ([5, 4, 3, 2] as const);
  const star = order.find((candidate) => counts[candidate] > 0);
  if (!star) return false;
  counts[star] -= 1;
  counts[(raise ? star + 1 : star - 1) as 1 | 2 | 3 | 4 | 5] += 1;
  return true;
}

/**
 * `total` ratings whose average is as close to `averageX100` as whole stars allow (exact to the
 * hundredth once there are enough of them), spread as real ratings are: used to give seeded
 * products a rating history that matches the average they were generated with.
 */
export function starCountsFor(averageX100: number, total: number): StarCounts {
  if (total <= 0) return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const points = Math.min(5 * total, Math.max(total, Math.round((averageX100 * total) / 100)));
  const average = points / total;
  const low = lowShares(5 - average);
  const counts: StarCounts = { 1: Math.floor(total * low[1]), 2: Math.floor(total * low[2]), 3: Math.floor(total * low[3]), 4: 0, 5: 0 };
  const high = total - counts[1] - counts[2] - counts[3];
  const lowPoints = counts[1] + 2 * counts[2] + 3 * counts[3];
  // The rest are 4s and 5s, split so the points come out as close as they can.
  counts[5] = Math.max(0, Math.min(high, points - lowPoints - 4 * high));
  counts[4] = high - counts[5];
  // Each step moves one rating by one star until the points match.
  let gap = points - STARS.reduce((sum, star) => sum + star * counts[star], 0);
  while (gap !== 0 && stepOnce(counts, gap > 0)) gap += gap > 0 ? -1 : 1;
  return counts;
}
