/*
 * Video links of spec §5: direct files are recognised by their extension (mp4, webm), and ids are
 * read from the usual YouTube and Vimeo URL forms so the page can embed the right player.
 */

const VIDEO_FILE_EXTENSION = /\.(mp4|webm)$/i;

/** YouTube ids are always 11 characters from this alphabet; anything else is not a video. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;

const YOUTUBE_HOSTS: ReadonlySet<string> = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS: ReadonlySet<string> = new Set(['youtube-nocookie.com']);
/** Path prefixes on youtube.com that are followed by the id. */
const YOUTUBE_ID_PATH_PREFIXES: ReadonlySet<string> = new Set(['embed', 'shorts', 'live', 'v']);

export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoSource {
  provider: VideoProvider;
  id: string;
}

/** Whether a link points straight at a video file; query and fragment are ignored. */
export function isVideoFileLink(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return VIDEO_FILE_EXTENSION.test(path.trim());
}

function parseUrl(raw: string): URL | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return undefined;
  // Editors often paste "youtu.be/abc" or "//www.youtube.com/..." without a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function youtubeIdFrom(host: string, url: URL, segments: readonly string[]): string | undefined {
  if (host === 'youtu.be') return segments[0];
  if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) return segments[0] === 'embed' ? segments[1] : undefined;
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  return segments[0] !== undefined && YOUTUBE_ID_PATH_PREFIXES.has(segments[0]) ? segments[1] : undefined;
}

function vimeoIdFrom(host: string, segments: readonly string[]): string | undefined {
  if (host === 'player.vimeo.com') return segments[0] === 'video' ? segments[1] : undefined;
  if (host !== 'vimeo.com') return undefined;
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/<name>/123
  if (segments[0] === 'channels') return segments[2];
  return segments[0];
}

/** The provider and id of a YouTube or Vimeo link, or undefined for anything else. */
export function videoSourceOf(url: string | null | undefined): VideoSource | undefined {
  if (typeof url !== 'string') return undefined;
  const parsed = parseUrl(url);
  if (!parsed) return undefined;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '');

  const youtubeId = youtubeIdFrom(host, parsed, segments);
  if (youtubeId !== undefined && YOUTUBE_ID.test(youtubeId)) return { provider: 'youtube', id: youtubeId };

  const vimeoId = vimeoIdFrom(host, segments);
  if (vimeoId !== undefined && VIMEO_ID.test(vimeoId)) return { provider: 'vimeo', id: vimeoId };

  return undefined;
}

/** The video id of a YouTube or Vimeo link, or undefined for anything else. */
export function extractVideoId(url: string | null | undefined): string | undefined {
  return videoSourceOf(url)?.id;
}
