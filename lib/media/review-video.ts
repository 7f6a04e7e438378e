import { isVideoFileLink, videoSourceOf, type VideoProvider } from './video-link';

/*
 * A video a reviewer links to (spec §5 video links). What is stored and shown is rebuilt from the
 * recognised id or checked address, never the pasted text, so a link can only ever lead to the
 * provider's watch page or to an http(s) .mp4/.webm file.
 */

export type ReviewVideoKind = VideoProvider | 'file';

export interface ReviewVideo {
  kind: ReviewVideoKind;
  url: string;
}

export const REVIEW_VIDEO_URL_MAX_LENGTH = 500;

function watchUrlOf(provider: VideoProvider, id: string): string {
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
}

function videoFileUrlOf(link: string): string | undefined {
  if (!isVideoFileLink(link)) return undefined;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The video a link points at, in its canonical form, or undefined when it is not a video link. */
export function reviewVideoOf(link: string | null | undefined): ReviewVideo | undefined {
  if (typeof link !== 'string' || link.length > REVIEW_VIDEO_URL_MAX_LENGTH) return undefined;
  const source = videoSourceOf(link);
  if (source) return { kind: source.provider, url: watchUrlOf(source.provider, source.id) };
  const fileUrl = videoFileUrlOf(link);
  return fileUrl ? { kind: 'file', url: fileUrl } : undefined;
}
