/**
 * Spec §5: a date is valid when it is a Date object holding a real time. The tag check instead of
 * instanceof also accepts Dates made in another realm (an iframe, the jsdom test window).
 */
export function isValidDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]' && !Number.isNaN((value as Date).getTime());
}
