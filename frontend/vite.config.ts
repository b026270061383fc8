import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
