import { describe, expect, it } from 'vitest';
import { formatRelativeDate } from '@/lib/format/format-relative-date';
import { dateFnsLocaleOf } from '@/lib/format/date-fns-locale';

const now = new Date('2025-03-20T12:00:00Z');
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('formatRelativeDate (spec §5)', () => {
  it('shows a date within the last seven days as relative time', () => {
    expect(formatRelativeDate(hoursBefore(3), { now })).toBe('3 hours ago');
    expect(formatRelativeDate(hoursBefore(48), { now })).toBe('2 days ago');
  });

  it('still shows exactly seven days as relative time', () => {
    expect(formatRelativeDate(hoursBefore(7 * 24), { now })).toBe('7 days ago');
  });

  it('shows a date older than seven days as "MMM dd, yyyy"', () => {
    expect(formatRelativeDate(hoursBefore(7 * 24 + 1), { now })).toMatch(/^Mar 1[23], 2025$/);
    expect(formatRelativeDate(new Date(2024, 0, 5, 12), { now })).toBe('Jan 05, 2024');
  });

  it('accepts ISO strings and epoch milliseconds as they come from the API', () => {
    expect(formatRelativeDate('2025-03-20T11:30:00Z', { now })).toBe('30 minutes ago');
    expect(formatRelativeDate(now.getTime() - 5_000, { now: now.getTime() })).toBe('5 seconds ago');
  });

  it('shows a slightly future date (clock skew) as relative time', () => {
    expect(formatRelativeDate(new Date(now.getTime() + 5_000), { now })).toBe('in 5 seconds');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatRelativeDate('not a date', { now })).toBe('');
    expect(formatRelativeDate(Number.NaN, { now })).toBe('');
  });

  it('uses the current time when no now is given', () => {
    expect(formatRelativeDate(new Date(Date.now() - 2 * 3_600_000))).toBe('2 hours ago');
  });

  it('writes relative time, month names and the calendar order of French and German', () => {
    expect(formatRelativeDate(hoursBefore(3), { now, locale: dateFnsLocaleOf('fr-FR') })).toBe('il y a 3 heures');
    expect(formatRelativeDate(hoursBefore(3), { now, locale: dateFnsLocaleOf('de-DE') })).toBe('vor 3 Stunden');
    expect(formatRelativeDate(new Date(2024, 2, 5, 12), { now, locale: dateFnsLocaleOf('de') })).toBe('05. März 2024');
    expect(formatRelativeDate(new Date(2024, 5, 1, 12), { now, locale: dateFnsLocaleOf('fr') })).toBe('01 juin 2024');
  });
});

describe('dateFnsLocaleOf', () => {
  it('maps store locales and languages to their date-fns locale, English otherwise', () => {
    expect(dateFnsLocaleOf('fr-FR').code).toBe('fr');
    expect(dateFnsLocaleOf('de').code).toBe('de');
    expect(dateFnsLocaleOf('en-GB').code).toBe('en-US');
    expect(dateFnsLocaleOf('it-IT').code).toBe('en-US');
    expect(dateFnsLocaleOf(undefined).code).toBe('en-US');
  });
});
