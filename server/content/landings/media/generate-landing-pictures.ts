import { COVER_PICTURE_WIDTHS } from '@/lib/content/cover-picture';
import { landingPictureName } from '@/lib/content/landing-picture';
import { defaultPictureOutputDir } from '@/server/catalog/media/generate-all-pictures';
import type { PictureJob } from '@/server/catalog/media/picture-job';
import { drawChangedPictures } from '@/server/catalog/media/draw-changed-pictures';
import { coverSceneSvg } from '../../media/cover-scene';
import { landingPictureKeys, readLandingFiles } from '../import/read-landing-files';

/* The scenes of the blog covers; a picture key starts with the scene it is drawn from. */
const SCENES = ['home-office-design', 'care-and-assembly', 'tech-and-setups', 'buying-guides', 'pods-and-adus', 'ergonomics', 'work-habits'] as const;

export function landingSceneOf(key: string): string {
  return SCENES.find((scene) => key.startsWith(`${scene}-`)) ?? 'work-habits';
}

export function landingPictureJobs(contentDir?: string): PictureJob[] {
  return landingPictureKeys(readLandingFiles(contentDir)).map((key) => ({
    folder: 'covers' as const,
    name: landingPictureName(key),
    widths: COVER_PICTURE_WIDTHS,
    svgAt: (pixels: number) => coverSceneSvg({ key: `landing-${key}`, category: landingSceneOf(key) }, pixels),
  }));
}

/**
 * Draws the landing pages' pictures like the blog covers (3:2 WebP at the cover widths, into
 * public/generated/covers as landing-{key}), skipping unchanged ones. Run by prepare-db.
 */
export async function generateLandingPictures(options: { log?: (line: string) => void; outputDir?: string; contentDir?: string } = {}): Promise<number> {
  const outputDir = options.outputDir ?? defaultPictureOutputDir();
  const jobs = landingPictureJobs(options.contentDir);
  const drawn = await drawChangedPictures(jobs, outputDir);
  options.log?.(`pictures: ${jobs.length} landing pictures, ${drawn} drawn`);
  return drawn;
}
