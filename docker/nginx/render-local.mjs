// The shipped nginx.conf with the container's paths swapped for local ones, and nothing else
// changed: how the tests run `nginx -t` and the e2e suite's web container on this machine
// (Debian's nginx and brotli modules, installed by npm test's set-up, scripts/setup-system.mjs). Each
// swap must find its text, so a changed nginx.conf fails here instead of being tested half-rendered.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SHIPPED_CONFIG = join(here, 'nginx.conf');
export const SECURITY_HEADERS = join(here, 'security-headers.conf');

/**
 * Writes `dir/nginx.conf`: listening on 127.0.0.1:port, serving `root`, passing /api to `apiUrl`
 * (http://127.0.0.1:PORT), its pid and temporary files in `dir`. Returns the file's path.
 */
export function renderLocalConfig({ dir, port, root, apiUrl }) {
  mkdirSync(dir, { recursive: true });
  // Run as root, nginx's workers drop to an unprivileged user who must reach the temporary files.
  chmodSync(dir, 0o755);
  const swaps = [
    ['listen 8080;', `listen 127.0.0.1:${port};`],
    ['root /usr/share/ghostline;', `root ${root};`],
    ['http://api:3000', apiUrl],
    ['/etc/nginx/ghostline/security-headers.conf', SECURITY_HEADERS],
    ['/tmp/', `${dir}/`],
    // A container's stdout is a pipe; a test runner's may be a socket, which /dev/stdout cannot open.
    ['access_log /dev/stdout', `access_log ${join(dir, 'access.log')}`],
  ];
  const shipped = readFileSync(SHIPPED_CONFIG, 'utf8');
  for (const [from] of swaps) {
    if (!shipped.includes(from)) throw new Error(`docker/nginx/nginx.conf no longer has "${from}"`);
  }
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, swapAll(shipped, swaps));
  return file;
}

/**
 * Every swap in one pass over the shipped text: a path put in is never searched again, so a checkout
 * (or a temporary folder) under /tmp keeps its paths whole. Longer texts win where two start at once.
 */
function swapAll(text, swaps) {
  const to = new Map(swaps);
  const escape = (from) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const froms = [...to.keys()].sort((a, b) => b.length - a.length).map(escape);
  return text.replace(new RegExp(froms.join('|'), 'g'), (from) => to.get(from));
}
