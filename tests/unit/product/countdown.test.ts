import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdownClock, msUntilNextTick } from '@/lib/product/countdown';

const NOW = new Date('2026-11-21T12:00:00.000Z');

describe('the flash-sale countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const parts = countdownParts('2026-11-23T16:05:09.000Z', NOW);
    expect(parts).toMatchObject({ days: 2, hours: 4, minutes: 5, seconds: 9, ended: false });
    expect(formatCountdownClock(parts)).toBe('04:05:09');
  });

  it('never shows a second that has not started (rounds down)', () => {
    expect(countdownParts(NOW.getTime() + 1_999, NOW)).toMatchObject({ seconds: 1, ended: false });
  });

  it('reads as ended at and after the end, never negative', () => {
    expect(countdownParts(NOW, NOW)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, remainingMs: 0, ended: true });
    expect(countdownParts('2026-11-20T00:00:00Z', NOW)).toMatchObject({ remainingMs: 0, ended: true });
    expect(countdownParts(NOW.getTime() + 999, NOW).ended).toBe(true);
  });

  it('treats an unreadable end as ended rather than endless', () => {
    expect(countdownParts('not a date', NOW).ended).toBe(true);
  });

  it('pads the clock to two digits', () => {
    expect(formatCountdownClock({ hours: 0, minutes: 7, seconds: 3 })).toBe('00:07:03');
  });

  it('waits until the next whole second before ticking again', () => {
    expect(msUntilNextTick(NOW.getTime() + 10_250, NOW)).toBe(250);
    expect(msUntilNextTick(NOW.getTime() + 10_000, NOW)).toBe(1_000);
  });
});
