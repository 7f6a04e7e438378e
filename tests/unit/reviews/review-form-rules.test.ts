import { describe, expect, it } from 'vitest';
import { draftProblems, pickPhotos, submitErrorKey } from '@/components/reviews/review-form-rules';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('the write-review form rules', () => {
  it('asks for a rating, a title of 3-150 and a text of 20-5000 characters', () => {
    expect(draftProblems({ rating: 0, title: 'ab', body: 'short' }).map((problem) => problem.field)).toEqual(['rating', 'title', 'body']);
    expect(draftProblems({ rating: 4, title: 'Good', body: 'Comfortable for long working days.' })).toEqual([]);
  });

  it('takes an empty video link or a YouTube, Vimeo or .mp4/.webm link, and flags anything else', () => {
    const draft = { rating: 4, title: 'Good', body: 'Comfortable for long working days.' };
    for (const videoUrl of ['', '   ', 'https://youtu.be/dQw4w9WgXcQ', 'vimeo.com/76979871', 'https://cdn.example.org/clip.MP4']) {
      expect(draftProblems({ ...draft, videoUrl })).toEqual([]);
    }
    for (const videoUrl of ['https://example.org/my-desk', 'javascript:alert(1)//a.mp4', 'not a link']) {
      expect(draftProblems({ ...draft, videoUrl })).toEqual([{ field: 'video', key: 'video' }]);
    }
  });

  it('keeps JPEG, PNG and WebP photos up to 5 MB, at most 5, and says why others were left out', () => {
    const picked = pickPhotos(
      [file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.png', 'image/png'), file('d.png', 'image/png')],
      [file('e.gif', 'image/gif'), file('f.jpg', 'image/jpeg', 6 * 1024 * 1024), file('g.webp', 'image/webp'), file('h.png', 'image/png')],
    );
    expect(picked.accepted.map((photo) => photo.name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png', 'g.webp']);
    expect(picked.problems).toEqual([{ key: 'photoType', name: 'e.gif' }, { key: 'photoSize', name: 'f.jpg' }, { key: 'tooManyPhotos' }]);
  });

  it('explains each refusal of the API', () => {
    expect(submitErrorKey(409)).toBe('alreadyReviewed');
    expect(submitErrorKey(403)).toBe('notPurchased');
    expect(submitErrorKey(401)).toBe('signIn');
    expect(submitErrorKey(415)).toBe('rejectedPhoto');
    expect(submitErrorKey(undefined)).toBe('generic');
  });
});
