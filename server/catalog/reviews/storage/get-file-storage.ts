import path from 'node:path';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

/** Default folder for uploads, under the ignored .data/ folder. */
export const DEFAULT_UPLOADS_DIR = '.data/uploads';

/**
 * S3-compatible storage when S3_ENDPOINT and S3_BUCKET are set (with S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY and S3_REGION, default us-east-1); otherwise the local folder
 * UPLOADS_DIR (default .data/uploads). Read on every call so tests can point it elsewhere.
 */
export function getFileStorage(env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET) {
    return s3FileStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  return localFileStorage(path.resolve(/* turbopackIgnore: true */ process.cwd(), env.UPLOADS_DIR ?? DEFAULT_UPLOADS_DIR));
}
