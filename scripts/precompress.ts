// Compression at build time (docs/decisions/027-precompressed-assets.md): every compressible file of
// the built web app gets a brotli (.br) and a gzip (.gz) sibling, which server/web.ts sends
// (@fastify/static's preCompressed) to browsers that accept them, so no request pays for compressing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files, and WebAssembly (the badge scanner's decoder); images, fonts and the like are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/;
/**
 * Binary files get brotli at quality 9 in its generic mode: on the scanner's 1.1 MB decoder quality
 * 11 wrote 357 KB in 3.7 s (26 s on a busy machine), quality 9 wrote 406 KB in 0.12 s.
 */
const BINARY = /\.wasm$/;
/** Below this a response fits in one packet either way; the file is sent as it is. */
export const MIN_BYTES = 1024;
/** A sibling is written only when it is at least this much smaller than the file. */
export const MIN_SAVING = 0.1;

export type Precompressed = { file: string; bytes: number; br?: number; gz?: number };

/** The encodings and their file suffixes, in the order @fastify/static prefers them. */
const ENCODINGS = [
  {
    suffix: '.br',
    compress: (content: Buffer, binary: boolean) =>
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: binary ? 9 : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: binary ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  {
    suffix: '.gz',
    compress: (content: Buffer, _binary: boolean) => gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  },
] as const;

/**
 * Writes `<file>.br` and `<file>.gz` beside a compressible file of at least MIN_BYTES, each only
 * when it saves at least MIN_SAVING (a stale sibling is removed then). Returns the sizes written.
 */
export async function precompressFile(file: string): Promise<Precompressed> {
  const content = await fs.readFile(file);
  const result: Precompressed = { file, bytes: content.length };
  const eligible = COMPRESSIBLE.test(file) && content.length >= MIN_BYTES;
  await Promise.all(
    ENCODINGS.map(async ({ suffix, compress }) => {
      const compressed = eligible ? await compress(content, BINARY.test(file)) : undefined;
      if (compressed && compressed.length <= content.length * (1 - MIN_SAVING)) {
        await fs.writeFile(file + suffix, compressed);
        result[suffix === '.br' ? 'br' : 'gz'] = compressed.length;
      } else {
        await fs.rm(file + suffix, { force: true });
      }
    }),
  );
  return result;
}

/** Precompresses every compressible file under `dir`, except in dot folders (Vite's .vite/manifest.json). */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
  return Promise.all(files.map(precompressFile));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The Vite plugin: once the build is closed, precompresses the output folder. At closeBundle, last,
 * rather than writeBundle, so that files other plugins write after the bundle are included: the
 * service worker (vite-plugin-pwa writes sw.js in its own closeBundle) was sent uncompressed
 * (docs/decisions/036-first-paint-and-lighthouse.md).
 */
export function precompress(): Plugin {
  let dir: string | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      dir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!dir) return;
        await compressAndReport(this.environment.logger, dir);
      },
    },
  };
}

async function compressAndReport(logger: { info(message: string): void }, dir: string) {
  const done = (await precompressDir(dir)).filter((f) => f.br !== undefined || f.gz !== undefined);
  const sum = (pick: (f: Precompressed) => number) => kib(done.reduce((total, f) => total + pick(f), 0));
  logger.info(
    `precompressed ${done.length} files: ${sum((f) => f.bytes)} -> brotli ${sum((f) => f.br ?? f.bytes)}, gzip ${sum((f) => f.gz ?? f.bytes)}`,
  );
}
