import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { landingDocumentSchema, type LandingDocument } from '@/lib/content/landing-blocks';
import { defaultContentDir } from '../../import/read-content-files';

/*
 * content/landings/{key}.json: one file per page, its path, its publication date and its
 * document (titles, descriptions and blocks, each with its words in en, fr and de), checked by
 * the editor's own schema.
 */
const landingFileSchema = z
  .object({
    path: z.string().regex(/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/),
    publishedAt: z.string().date(),
  })
  .passthrough();

export interface LandingFile {
  key: string;
  path: string;
  publishedAt: Date;
  document: LandingDocument;
}

export function readLandingFiles(contentDir: string = defaultContentDir()): LandingFile[] {
  const dir = path.join(contentDir, 'landings');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const key = name.replace(/\.json$/, '');
      const raw: unknown = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
      const file = landingFileSchema.safeParse(raw);
      const { path: _path, publishedAt: _publishedAt, ...rest } = (raw ?? {}) as Record<string, unknown>;
      const document = landingDocumentSchema.safeParse(rest);
      if (!file.success || !document.success) {
        const issues = [...(file.error?.issues ?? []), ...(document.error?.issues ?? [])].map((issue) => `${issue.path.join('.')}: ${issue.message}`);
        throw new Error(`content/landings/${name}: ${issues.slice(0, 5).join('; ')}`);
      }
      return { key, path: file.data.path, publishedAt: new Date(`${file.data.publishedAt}T08:00:00Z`), document: document.data };
    });
}

/** Every picture key the files' blocks name (hero and picture blocks). */
export function landingPictureKeys(files: readonly LandingFile[]): string[] {
  const keys = files.flatMap((file) => file.document.blocks.map((block) => block.settings.picture).filter((key): key is string => typeof key === 'string'));
  return [...new Set(keys)].sort();
}
