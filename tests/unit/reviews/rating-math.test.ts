import { describe, expect, it } from 'vitest';
import { averageX100Of, starCountsFor, totalOf } from '@/server/catalog/reviews/rating-math';

describe('rating averages', () => {
  it('is 0 without ratings and rounds to hundredths otherwise', () => {
    expect(averageX100Of({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toBe(0);
    expect(averageX100Of({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 })).toBe(333);
  });

  it.each([
    [448, 38],
    [405, 1000],
    [496, 780],
    [439, 9],
  ])('gives a seeded product with average %i and %i ratings a history of exactly that many ratings, close to that average', (average, total) => {
    const counts = starCountsFor(average, total);
    expect(totalOf(counts)).toBe(total);
    expect(Object.values(counts).every((count) => count >= 0)).toBe(true);
    expect(Math.abs(averageX100Of(counts) - average)).toBeLessThanOrEqual(Math.ceil(50 / total) + 1);
  });

  it('matches the average exactly when there are enough ratings', () => {
    for (let average = 405; average <= 496; average += 7) expect(averageX100Of(starCountsFor(average, 500))).toBe(average);
  });

  it('includes a few low ratings in a large history, as real products have', () => {
    const counts = starCountsFor(450, 400);
    expect(counts[1]).toBeGreaterThan(0);
    expect(counts[3]).toBeGreaterThan(0);
  });
});

describe('seeded rating spread (issue 20: a histogram of only five-star ratings looks fake)', () => {
  it.each([405, 448, 470, 496])('is mostly 4 and 5 stars with some 3s and a few 1s and 2s at average %i', (average) => {
    const counts = starCountsFor(average, 1000);
    expect(counts[5]).toBeGreaterThan(counts[4] / 2);
    expect(counts[4]).toBeGreaterThan(0);
    expect(counts[3]).toBeGreaterThan(0);
    expect(counts[1] + counts[2]).toBeGreaterThan(0);
    expect(counts[4] + counts[5]).toBeGreaterThan(750);
    expect(counts[1] + counts[2]).toBeLessThan(counts[3] + counts[4]);
  });
});
