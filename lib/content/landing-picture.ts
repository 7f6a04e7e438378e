import { coverPictureSrc } from './cover-picture';

/* A landing picture is drawn like a blog cover (3:2, the covers folder), named landing-{key}. */
export function landingPictureName(key: string): string {
  return `landing-${key}`;
}

export function landingPictureSrc(key: string): string {
  return coverPictureSrc(landingPictureName(key));
}
