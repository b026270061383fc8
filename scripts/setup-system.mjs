// What the tests need from the system, in one place: `npm test` runs this first (as set-up, not as a
// test), and so does CI (.ci/run), so a newcomer's machine is set up exactly as CI's is.
//
// - Debian's Chromium headless shell, which Playwright drives (no browser is downloaded): the
//   headless-only build, not the whole browser, which ran the e2e suite in 179 s against 260 s;
// - nginx with its brotli modules, on which the web container's config is tested (`nginx -t`, and the
//   e2e suite's web-container project);
// - pg_dump/pg_restore 18 for the backup suite (scripts/install-pg-tools.sh);
// - as root: the checkout's parent folders passable by others, since the embedded PostgreSQL then runs
//   as the postgres user, who must reach the checkout's node_modules and data folders.
//
// What is there already is found without running anything slow (a second run takes well under a
// second). What is missing is installed with apt-get when this runs as root on Debian; otherwise the
// run stops here and says exactly what to install, rather than failing later in a suite.
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The Debian packages the suites use, each with how to tell it is installed. */
export const PACKAGES = [
  {
    name: 'chromium-headless-shell',
    why: "Playwright drives Debian's headless Chromium",
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'),
  },
  {
    name: 'nginx',
    why: "the web container's nginx config is tested on Debian's nginx",
    present: () => existsSync('/usr/sbin/nginx') || onPath('nginx') !== undefined,
  },
  {
    name: 'libnginx-mod-http-brotli-filter',
    why: 'the nginx config loads the brotli modules',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'),
  },
  {
    name: 'libnginx-mod-http-brotli-static',
    why: 'the nginx config loads the brotli modules',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
];

/** The executable `name` in PATH's folders, if any. */
export function onPath(name, path = process.env.PATH ?? '') {
  for (const folder of path.split(delimiter).filter(Boolean)) {
    const file = join(folder, name);
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile()) return file;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/**
 * What to tell someone whose machine this script cannot set up by itself: the exact command, and
 * why. `missing`: the Debian package names missing; `pgTools`: whether pg_dump 18 is missing too
 * (and cannot be built here); `nginxOffPath`: nginx's path when it is installed but not on PATH.
 */
export function instructions({ missing, pgTools = false, nginxOffPath, root, apt, platform }) {
  const lines = [];
  if (missing.length > 0) {
    if (platform === 'linux' && apt) {
      const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
      lines.push(
        root
          ? `Install them: ${command}`
          : `Install them as root: sudo ${command}` + '\n  (or run `npm test` as root, which installs them)',
      );
    } else {
      lines.push(
        'This machine has no apt-get: install them with its own package manager: Chromium (set ' +
          'CHROMIUM_PATH to its executable when it is not /usr/bin/chromium-headless-shell; the ' +
          "headless shell or the whole browser), nginx, and nginx's " +
          'brotli modules (ngx_http_brotli_filter and ngx_http_brotli_static, loaded from ' +
          '/etc/nginx/modules-enabled/ as on Debian).',
      );
    }
  }
  if (nginxOffPath) {
    lines.push(
      `nginx is installed (${nginxOffPath}) but not on PATH, and the suites run \`nginx\`: ` +
        `export PATH="$PATH:${dirname(nginxOffPath)}"`,
    );
  }
  if (pgTools) {
    lines.push(
      platform === 'linux' && apt
        ? 'pg_dump/pg_restore 18: bash scripts/install-pg-tools.sh (see its message above)'
        : "pg_dump/pg_restore 18: install PostgreSQL 18's client tools and set PG_BIN_DIR to their folder.",
    );
  }
  return lines.join('\n');
}

/** The checkout's parent folders that others cannot pass through (as root, PostgreSQL must). */
export function closedParents(dir = repo) {
  const closed = [];
  for (let folder = dir; ; folder = dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) closed.push(folder);
    if (dirname(folder) === folder) return closed;
  }
}

function run(command, args, options = {}) {
  const { status, error } = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (error) throw error;
  return status === 0;
}

function main() {
  // --quiet: say nothing when all is there (the e2e suite's pretest, and test:backend).
  const quiet = process.argv.includes('--quiet');
  const say = (line) => quiet || console.log(line);
  const root = process.getuid?.() === 0;
  const apt = process.platform === 'linux' && onPath('apt-get') !== undefined;
  const context = { root, apt, platform: process.platform };
  let ok = true;

  // 1. Debian's packages.
  let missing = PACKAGES.filter((pkg) => !pkg.present());
  if (missing.length > 0 && root && apt) {
    console.log(`Installing with apt-get: ${missing.map((pkg) => pkg.name).join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((pkg) => pkg.name)], {
      env,
    });
    missing = missing.filter((pkg) => !pkg.present());
  }
  // The suites run `nginx` from PATH; a user's PATH often lacks /usr/sbin.
  const nginxOffPath =
    !missing.some((pkg) => pkg.name === 'nginx') && onPath('nginx') === undefined
      ? '/usr/sbin/nginx'
      : undefined;
  for (const pkg of PACKAGES) {
    const absent = missing.includes(pkg) || (pkg.name === 'nginx' && nginxOffPath !== undefined);
    (absent ? console.log : say)(`  ${absent ? '✗' : '✓'} ${pkg.name} (${pkg.why})`);
  }
  if (missing.length > 0 || nginxOffPath) ok = false;

  // 2. pg_dump/pg_restore 18: found at once when there; built by install-pg-tools.sh otherwise
  // (Linux with apt-get only; it says itself what it needs when it cannot install that).
  const pgScript = join(repo, 'scripts', 'install-pg-tools.sh');
  let pgTools = run('bash', [pgScript, '--check'], { stdio: 'ignore' });
  if (!pgTools && apt) pgTools = run('bash', [pgScript]);
  (pgTools ? say : console.log)(`  ${pgTools ? '✓' : '✗'} pg_dump/pg_restore 18 (the backup suite)`);
  if (!pgTools) ok = false;

  // 3. As root, the embedded PostgreSQL runs as the postgres user, who must reach this checkout.
  if (root) {
    for (const folder of closedParents()) chmodSync(folder, statSync(folder).mode | 0o001);
  }

  if (!ok) {
    console.error(
      `\nThe tests need what is marked ✗ above.\n${instructions({
        ...context,
        missing: missing.map((pkg) => pkg.name),
        pgTools: !pgTools,
        nginxOffPath,
      })}\nThen run this again (node scripts/setup-system.mjs, or npm test).`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
