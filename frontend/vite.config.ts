import react from '@vitejs/plugin-react';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, compressed once at their
 * best level, for the web container's nginx to send as they are (brotli_static, gzip_static in
 * docker/nginx/ghostline.conf) instead of compressing each response. A file under 1 KB, or one
 * that would not shrink, stays as it is.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ghostline:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
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
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // The test files share their workers, which load jsdom, React and MUI once instead of once per file
    // (a third of the suite's time). Nothing of a test outlives it: src/test/setup.ts unmounts it, drops
    // its API answers and stubbed globals, and its store is its own.
    pool: 'threads',
    isolate: false,
    // Every core: the default leaves one to the main process, which is idle once the files are transformed.
    maxWorkers: '100%',
    // A test takes well under a second on an idle machine. One busy with other work (CI, the e2e suite
    // beside it) stretches the longest, the questionnaire typed in full, past 15 s: a test cut short
    // would fail, and go on typing into the next.
    testTimeout: 30_000,
  },
});
