// Files in a local folder (DATA_DIR/uploads). The content type sits beside each file in a small JSON.
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeKey, type Storage } from './storage.ts';

const META = '.meta.json';

export function localStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error('Unsafe storage key');
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('Unsafe storage key');
    return file;
  };

  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(file));
      await fs.writeFile(file + META, JSON.stringify({ contentType }));
    },

    async get(key) {
      if (!isSafeKey(key)) return undefined;
      const file = fileOf(key);
      try {
        const [stat, meta] = await Promise.all([fs.stat(file), fs.readFile(file + META, 'utf8')]);
        if (!stat.isFile()) return undefined;
        const { contentType } = JSON.parse(meta) as { contentType: string };
        return { body: createReadStream(file), contentType, size: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(file + META, { force: true });
      // Drop the folders the key made, up to the root, while they are empty.
      let dir = path.dirname(file);
      while (dir.startsWith(path.resolve(root) + path.sep)) {
        try {
          await fs.rmdir(dir);
        } catch {
          break;
        }
        dir = path.dirname(dir);
      }
    },

    async usedBytes() {
      let total = 0;
      try {
        for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
          if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
        }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
      return total;
    },
  };
}
