import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Files under a folder of this machine (one instance, or a shared volume). */
export function localFileStorage(rootDir: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a picture.
      const partial = `${file}.${process.pid}.part`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
