import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { build, type BuildEnvironmentOptions, type Plugin } from 'vite';
import { APP_CHUNKS, commonChunks } from './build/app-chunks.ts';
import { gzippedSize, LANDING_BUDGET_BYTES, LANDING_ENTRY, landingChunks } from './build/landing-chunks.ts';
import { precompress } from './build/precompress.ts';
import { prerenderLanding } from './build/prerender.ts';
import { checkRouteBudgets } from './build/route-budgets.ts';
import { defineConfig } from 'vitest/config';

/** The mode of the landing page's own build, which the app's build runs once it is written. */
const LANDING_MODE = 'landing';

/**
 * What the app's production build adds (SSR builds excluded): each signed-in route's JavaScript
 * (build/route-budgets.ts) checked against its budget (the build fails past one), then the landing
 * page's own build (below), then every text file precompressed.
 */
function appBuild(): Plugin {
  let root = '';
  let outDir = 'dist';
  let configFile: string | undefined;
  return {
    name: 'ghostline:app-build',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    // The common chunk (build/app-chunks.ts), which nearly every page imports, is fetched beside the
    // entry rather than once the entry has run and asked for the page.
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        commonChunks(bundle ?? {}).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        })),
    },
    writeBundle(_options, bundle) {
      const routes = checkRouteBudgets(bundle as Parameters<typeof checkRouteBudgets>[0]);
      const table = `Each route's initial JavaScript (build/route-budgets.ts):\n${routes.lines.join('\n')}`;
      if (routes.over.length > 0) this.error(`${table}\nOver budget: ${routes.over.join(', ')}`);
      this.info(table);
    },
    async closeBundle() {
      await build({ root, configFile, mode: LANDING_MODE, logLevel: 'warn' });
      await precompress(outDir);
    },
  };
}

/**
 * The landing page's build: its JavaScript checked against its budget, then the page prerendered
 * into dist/landing.html. A build of its own, beside the app's in the same folder: the page's links
 * open the app, so the two share no chunk, and how the app's code is split never adds to what the
 * landing page loads.
 */
function landingBuild(): Plugin {
  let root = '';
  let outDir = 'dist';
  let entry = '';
  return {
    name: 'ghostline:landing-build',
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
      // Printed though the build logs only warnings: the budget is read on every build.
      console.log(`The landing page's initial JavaScript: ${figure}, ${chunks.length} files`);
      entry = chunks[0].fileName;
    },
    async closeBundle() {
      await prerenderLanding(root, outDir, entry);
    },
  };
}

/** The app's build: index.html's entry, its code split as build/app-chunks.ts says. */
const appBuildOptions: BuildEnvironmentOptions = {
  outDir: 'dist',
  // The shell is one chunk of about 600 KB before compression (185 KB gzipped), by design.
  chunkSizeWarningLimit: 650,
  rolldownOptions: {
    input: { index: resolve(import.meta.dirname, 'index.html') },
    output: { codeSplitting: APP_CHUNKS },
  },
};

/**
 * The landing page's build: its own entry (dist/landing.html, build/prerender.ts), beside the app's
 * build, which ran first and wrote index.html (the prerendered page's shell). Rolldown splits its
 * libraries by what loads them, so the page loads the MUI components it shows and no others.
 */
const landingBuildOptions: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: false,
  rolldownOptions: { input: { landing: resolve(import.meta.dirname, LANDING_ENTRY) } },
};

/**
 * React Router's production build. Its package names only its development build (with the dev-only
 * checks and warnings) under every condition (remix-run/react-router#14102), so a bundler takes that
 * one for production too; the production build sits beside it.
 */
const reactRouterProduction = (name: string) =>
  resolve(import.meta.dirname, '../node_modules/react-router/dist/production', name);

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), mode === LANDING_MODE ? landingBuild() : appBuild()],
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
  build: mode === LANDING_MODE ? landingBuildOptions : appBuildOptions,
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
