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

/* A believable spread: a few poor ratings, then as many 4s as the average asks for. */
const LOW_SHARES: readonly [star: 1 | 2 | 3, share: number][] = [
  [1, 0.03],
  [2, 0.02],
  [3, 0.05],
];

/**
 * `total` ratings whose average is as close to `averageX100` as whole stars allow (exact to the
 * hundredth once there are enough of them). Used to give seeded products a rating history that
 * matches the average they were generated with.
 */
export function starCountsFor(averageX100: number, total: number): StarCounts {
  const counts: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: total };
  if (total <= 0) return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const points = Math.min(5 * total, Math.max(total, Math.round((averageX100 * total) / 100)));
  let deficit = 5 * total - points;
  for (const [star, share] of LOW_SHARES) {
    const moved = Math.min(Math.floor(total * share), Math.floor(deficit / (5 - star)), counts[5]);
    counts[5] -= moved;
    counts[star] += moved;
    deficit -= moved * (5 - star);
  }
  // Each step lowers one rating by one star, highest first, until the points match.
  while (deficit > 0) {
    const star = ([5, 4, 3, 2] as const).find((candidate) => counts[candidate] > 0);
    if (!star) break;
    counts[star] -= 1;
    counts[(star - 1) as 1 | 2 | 3 | 4] += 1;
    deficit -= 1;
  }
  return counts;
}
