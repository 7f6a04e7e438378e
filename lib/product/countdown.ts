/** What is left of a flash sale, split for display. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, never negative. */
  remainingMs: number;
  ended: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function timeOf(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
}

/**
 * Time left until `endsAt`, counted in whole seconds rounded down (a clock never shows a second
 * that has not started). An unreadable end counts as ended rather than as a sale that never ends.
 */
export function countdownParts(endsAt: Date | string | number, now: Date | number): CountdownParts {
  const end = timeOf(endsAt);
  const remainingMs = Number.isFinite(end) ? Math.max(0, end - timeOf(now)) : 0;
  const whole = Math.floor(remainingMs / SECOND) * SECOND;
  return {
    days: Math.floor(whole / DAY),
    hours: Math.floor((whole % DAY) / HOUR),
    minutes: Math.floor((whole % HOUR) / MINUTE),
    seconds: Math.floor((whole % MINUTE) / SECOND),
    remainingMs,
    ended: whole === 0,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** "04:05:09": hours, minutes and seconds of the parts (days are shown separately). */
export function formatCountdownClock(parts: Pick<CountdownParts, 'hours' | 'minutes' | 'seconds'>): string {
  return `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
}

/** Milliseconds until the next whole second of the countdown, so ticks line up with the clock. */
export function msUntilNextTick(endsAt: Date | string | number, now: Date | number): number {
  const left = Math.max(0, timeOf(endsAt) - timeOf(now));
  const rest = left % SECOND;
  return rest === 0 ? SECOND : rest;
}
