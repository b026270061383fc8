import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { gzippedSize, LANDING_BUDGET_BYTES, LANDING_ENTRY, landingChunks } from './build/landing-chunks.ts';
import { precompress } from './build/precompress.ts';
import { prerenderLanding } from './build/prerender.ts';
import { checkRouteBudgets } from './build/route-budgets.ts';
import { defineConfig } from 'vitest/config';

/**
 * What the production build adds (SSR builds excluded): the landing route's JavaScript, and each
 * signed-in route's (build/route-budgets.ts), checked against its budget (the build fails past one), the landing page prerendered into
 * dist/landing.html, then every text file precompressed.
 */
function ghostlineBuild(): Plugin {
  let root = '';
  let outDir = 'dist';
  let entry = '';
  return {
    name: 'ghostline:build',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = landingChunks(bundle as Parameters<typeof landingChunks>[0]);
      const size = gzippedSize(chunks);
      const figure = `${(size / 1024).toFixed(1)} KB gzipped (budget ${LANDING_BUDGET_BYTES / 1024} KB)`;
      if (size > LANDING_BUDGET_BYTES) {
        this.error(
          `The landing page's initial JavaScript is ${figure}: ${chunks.map((c) => c.fileName).join(', ')}`,
        );
      }
      this.info(`The landing page's initial JavaScript: ${figure}, ${chunks.length} files`);
      entry = chunks[0].fileName;
      const routes = checkRouteBudgets(bundle as Parameters<typeof checkRouteBudgets>[0]);
      const table = `Each route's initial JavaScript (build/route-budgets.ts):\n${routes.lines.join('\n')}`;
      if (routes.over.length > 0) this.error(`${table}\nOver budget: ${routes.over.join(', ')}`);
      this.info(table);
    },
    async closeBundle() {
      await prerenderLanding(root, outDir, entry);
      await precompress(outDir);
    },
  };
}

/**
 * React Router's production build. Its package names only its development build (with the dev-only
 * checks and warnings) under every condition (remix-run/react-router#14102), so a bundler takes that
 * one for production too; the production build sits beside it.
 */
const reactRouterProduction = (name: string) =>
  resolve(import.meta.dirname, '../node_modules/react-router/dist/production', name);

export default defineConfig(({ command }) => ({
  plugins: [react(), ghostlineBuild()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // The app, and the prerendered landing page's own entry (dist/landing.html, build/prerender.ts).
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        landing: resolve(import.meta.dirname, LANDING_ENTRY),
      },
    },
    // No chunk groups of our own: Rolldown splits the libraries by the routes that use them, so the
    // landing page loads the MUI components it shows, not every one the back office does.
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
}));
