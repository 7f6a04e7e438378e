// @vitest-environment jsdom
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ReviewCard } from '@/components/reviews/review-card';
import type { ReviewItem } from '@/lib/contracts/catalog/reviews-schemas';
import { reviewCalendarLabel } from '@/lib/format/review-date-label';
import deReviews from '@/locales/de/reviews.json';
import enReviews from '@/locales/en/reviews.json';
import frReviews from '@/locales/fr/reviews.json';
import { resetRouter } from '../layout/router-mock';
import { TestTranslations } from '../support/translations';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);
vi.mock('@/components/account/use-sign-in-prompt', () => ({ useSignInPrompt: () => () => true }));

/* Spec §5: dates older than 7 days show as "MMM dd, yyyy", newer ones as relative time. */

const NOW = new Date('2025-03-20T12:00:00Z');
const REVIEWS = { 'en-US': enReviews, 'fr-FR': frReviews, 'de-DE': deReviews } as const;
type Locale = keyof typeof REVIEWS;

function review(dateCreated: string): ReviewItem {
  return { id: 7, author_name: 'Ada L.', rating: 5, title: 'Sturdy', body: 'Solid desk.', language: 'en', is_verified_purchase: false, useful_num: 0, date_created: dateCreated, images: [], video: null };
}

function card(locale: Locale, dateCreated: string) {
  return (
    <TestTranslations locale={locale} translations={{ [locale]: { reviews: REVIEWS[locale] } }}>
      <ReviewCard review={review(dateCreated)} voted={false} isOwn={false} dateLabel={reviewCalendarLabel(dateCreated, locale)} />
    </TestTranslations>
  );
}

/** What the date reads once the page runs (date-fns loads after the page, decision 0056). */
async function expectShownDate(locale: Locale, dateCreated: string, expected: string): Promise<void> {
  resetRouter({ locale });
  render(card(locale, dateCreated));
  const time = screen.getByText((_, element) => element?.tagName === 'TIME');
  await waitFor(() => expect(time.textContent).toBe(expected));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the date of a review', () => {
  it.each([
    ['en-US', '3 hours ago', '2 days ago'],
    ['fr-FR', 'il y a 3 heures', 'il y a 2 jours'],
    ['de-DE', 'vor 3 Stunden', 'vor 2 Tagen'],
  ] as const)('shows relative time for the last 7 days in %s', async (locale, hours, days) => {
    await expectShownDate(locale, '2025-03-20T09:00:00Z', hours);
    cleanup();
    await expectShownDate(locale, '2025-03-18T12:00:00Z', days);
  });

  it.each([
    ['en-US', 'Mar 05, 2025'],
    ['fr-FR', '05 mars 2025'],
    ['de-DE', '05. März 2025'],
  ] as const)('shows an older date as "MMM dd, yyyy" in English and in its language\'s order in %s, the day it was in UTC', async (locale, expected) => {
    expect(reviewCalendarLabel('2025-03-05T23:30:00Z', locale)).toBe(expected);
    await expectShownDate(locale, '2025-03-05T23:30:00Z', expected);
  });

  it('keeps the calendar date in the server HTML (pages are cached) and turns relative once hydrated, without a mismatch', async () => {
    resetRouter({ locale: 'en-US' });
    const html = renderToString(card('en-US', '2025-03-20T09:00:00Z'));
    expect(html).toContain('>Mar 20, 2025</time>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, card('en-US', '2025-03-20T09:00:00Z'), { onRecoverableError: (error) => recoverable.push(error) });
    });
    await waitFor(() => expect(container.querySelector('time')?.textContent).toBe('3 hours ago'));
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-20T09:00:00Z');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
