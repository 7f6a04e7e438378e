// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ReviewCard } from '@/components/reviews/review-card';
import type { ReviewItem } from '@/lib/contracts/catalog/reviews-schemas';
import deReviews from '@/locales/de/reviews.json';
import enReviews from '@/locales/en/reviews.json';
import { resetRouter } from '../layout/router-mock';
import { TestTranslations } from '../support/translations';
// The review date loads its formatting after rendering (decision 0056): loaded here first, so no
// test ends with that import still on its way.
import '@/lib/format/review-date-label';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);
vi.mock('@/components/account/use-sign-in-prompt', () => ({ useSignInPrompt: () => () => true }));

afterEach(cleanup);

function review(video: ReviewItem['video']): ReviewItem {
  return { id: 9, author_name: 'Ada L.', rating: 5, title: 'Sturdy', body: 'Solid desk.', language: 'en', is_verified_purchase: true, useful_num: 0, date_created: '2025-01-02T10:00:00Z', images: [], video };
}

function renderCard(locale: 'en-US' | 'de-DE', video: ReviewItem['video']) {
  resetRouter({ locale });
  const reviews = locale === 'en-US' ? enReviews : deReviews;
  render(
    <TestTranslations locale={locale} translations={{ [locale]: { reviews } }}>
      <ReviewCard review={review(video)} voted={false} isOwn={false} />
    </TestTranslations>,
  );
}

describe('a review with a video link', () => {
  it('links to the video on its site, in a new tab, marked as the shopper’s link', () => {
    renderCard('en-US', { kind: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const link = screen.getByRole('link', { name: /Watch the reviewer’s video on YouTube/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
  });

  it('names a video file without a site, in the page language', () => {
    renderCard('de-DE', { kind: 'file', url: 'https://cdn.example.org/clip.webm' });
    expect(screen.getByRole('link', { name: /Video der Bewertung ansehen/ }).getAttribute('href')).toBe('https://cdn.example.org/clip.webm');
  });

  it('shows no video link when the review has none', () => {
    renderCard('en-US', null);
    expect(screen.queryByRole('link', { name: /video/i })).toBeNull();
  });
});
