import { defineConfig, devices } from '@playwright/test';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { admin, dataDir, port } from './tests/support/server';

const here = dirname(fileURLToPath(import.meta.url));
const baseURL = `http://127.0.0.1:${port}`;
/** The `web-container` project's nginx and the api behind it (scripts/web-container.mjs). */
const webPort = Number(process.env.E2E_WEB_PORT ?? port + 1);
const webURL = `http://127.0.0.1:${webPort}`;
const containerApiPort = webPort + 1;
/** A local LinkedIn (scripts/local-linkedin.mjs, the backend suite's stand-in): the app publishes to it. */
const linkedInPort = Number(process.env.E2E_LINKEDIN_PORT ?? port + 10);
const linkedInURL = `http://127.0.0.1:${linkedInPort}`;
/**
 * Debian's Chromium headless shell (installed by scripts/setup-system.mjs); Playwright downloads no
 * browser. The headless-only build, as Playwright's own headless runs use: the whole browser
 * (/usr/bin/chromium, through CHROMIUM_PATH) drew the same pages with about half again the CPU, and
 * the suite is CPU-bound (260 s against 179 s on two cores).
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const server = join(here, '..', 'backend', 'dist', 'main.js');
if (!existsSync(server) || !existsSync(join(here, '..', 'frontend', 'dist', 'index.html'))) {
  throw new Error('The e2e suite runs the built product: run `npm run build` at the repository root first.');
}
// Only the runner, not each worker, starts from an empty data folder (its port's: another run on
// another E2E_PORT keeps its own).
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on two cores: a test spends much of its time waiting (on answers, mails, transitions, the
  // server's work), so two workers left the cores idle a fifth of the time. Alone, on this machine:
  // 245-260 s with two, 218 s with three; four (200 s) stretched the longest tests, beside the ops
  // suite, past their 30 s.
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: join(here, 'test-results', 'results.json') }]],
  use: {
    baseURL,
    // As a visitor who asked their system for less motion: the journeys check what happens, not how
    // it moves, and a browser that draws no transition or spinner frame ran the suite in 171 s
    // against 183 s. accessibility.spec.ts checks the motion itself, both ways.
    reducedMotion: 'reduce',
    // A failed test keeps its trace: every action with its locator and outcome, the console and the
    // network; its error-context.md holds the page as it stood (its accessibility tree). Neither the
    // screencast nor the DOM before and after each action: taken for every test, kept or not, the
    // frames cost about a quarter of the run's time on two cores, the DOM snapshots about a tenth.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      // The machine has no network beyond the package registries: keep Chromium from calling home.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8's interpreter and baseline compiler only: a page lives for seconds here, too short for
        // what the optimizing compilers cost to pay back (the suite took 167 s against 183 s).
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [
    // Every journey, on a desktop; narrow-screens.spec.ts checks a 360 px screen only, which the phone runs.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: ['web-container.spec.ts', 'narrow-screens.spec.ts'],
    },
    // The tests tagged @phone: those that check the layout at 360 px, touch or what only a narrow
    // screen shows (the bottom bar, the menus, cards for tables, the calendar's agenda). A journey that
    // checks none of these runs on the desktop only: the phone would walk the same code again.
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
      testIgnore: 'web-container.spec.ts',
    },
    // docker-compose.yml's web and api as the containers run them: the shipped nginx config in front
    // of the production api on DATABASE_URL. The smoke suite and the prerendered landing page's run once through it.
    {
      name: 'web-container',
      use: { ...devices['Desktop Chrome'], baseURL: webURL },
      testMatch: [
        'smoke.spec.ts',
        'web-container.spec.ts',
        'landing-prerender.spec.ts',
        'file-paths.spec.ts',
      ],
    },
  ],
  webServer: [
    {
      command: `node "${server}"`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(port),
        // The product's own embedded PostgreSQL, fresh for every run; mail goes to its outbox.
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        SMTP_URL: '',
        // The journeys make their own data; the demo would only add rows to count around.
        DEMO_DATA: 'off',
        // Its output is not read (stdout: 'ignore'): a line per request would be written for nothing.
        LOG_LEVEL: 'warn',
        // LinkedIn set up, as a server that publishes runs: every journey meets what it shows.
        LINKEDIN_CLIENT_ID: '86ghostlinefake',
        LINKEDIN_CLIENT_SECRET: 'fake-linkedin-client-secret-0000',
        LINKEDIN_AUTH_URL: linkedInURL,
        LINKEDIN_API_URL: linkedInURL,
      },
    },
    {
      command: `node "${join(here, '..', 'scripts', 'local-linkedin.mjs')}"`,
      port: linkedInPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { LINKEDIN_LOCAL_PORT: String(linkedInPort) },
    },
    {
      command: `node "${join(here, 'scripts', 'web-container.mjs')}"`,
      url: `${webURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        WEB_PORT: String(webPort),
        API_PORT: String(containerApiPort),
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
      },
    },
  ],
});
