import { describe, expect, it } from 'vitest';
import { reviewVideoOf } from '@/lib/media/review-video';

describe('the video a review links to', () => {
  it('rebuilds YouTube and Vimeo links from their ids, dropping what else was pasted', () => {
    expect(reviewVideoOf('https://m.youtube.com/shorts/dQw4w9WgXcQ?feature=share')).toEqual({ kind: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(reviewVideoOf('player.vimeo.com/video/76979871?h=abc')).toEqual({ kind: 'vimeo', url: 'https://vimeo.com/76979871' });
  });

  it('keeps an http(s) .mp4 or .webm address as a file and refuses other schemes', () => {
    expect(reviewVideoOf('https://cdn.example.org/a/clip.webm?sig=1')).toEqual({ kind: 'file', url: 'https://cdn.example.org/a/clip.webm?sig=1' });
    expect(reviewVideoOf('javascript:alert(1)//clip.mp4')).toBeUndefined();
    expect(reviewVideoOf('data:video/mp4;base64,AAAA.mp4')).toBeUndefined();
    expect(reviewVideoOf('clip.mp4')).toBeUndefined();
  });

  it('refuses what is not a video and links over 500 characters', () => {
    expect(reviewVideoOf('https://www.example.com/desk')).toBeUndefined();
    expect(reviewVideoOf(`https://cdn.example.org/${'a'.repeat(500)}.mp4`)).toBeUndefined();
    expect(reviewVideoOf(null)).toBeUndefined();
  });
});
