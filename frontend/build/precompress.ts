import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every text file under `outDir`, compressed once at their
 * best level, for the web container's nginx (brotli_static, gzip_static in docker/nginx/nginx.conf)
 * and the Node server (backend/src/common/web/frontend.ts) to send as they are instead of
 * compressing each response. A file under 1 KB, or one that would not shrink, stays as it is.
 */
export async function precompress(outDir: string): Promise<void> {
  const files = (await readdir(outDir, { recursive: true }))
    .filter((file) => /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/.test(file))
    .map((file) => join(outDir, file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < 1024) return;
      const content = await readFile(file);
      const compressed = {
        br: await compressBrotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gz: await compressGzip(content, { level: 9 }),
      };
      for (const [suffix, bytes] of Object.entries(compressed)) {
        if (bytes.length < content.length) await writeFile(`${file}.${suffix}`, bytes);
      }
    }),
  );
}
