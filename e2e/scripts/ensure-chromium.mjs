// Playwright drives Debian's Chromium: install it with apt-get when it is missing (no browser download).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${path}. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log('Installing Chromium from Debian packages (apt-get)...');
const apt = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
apt(['update', '-qq']);
apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing`);
  process.exit(1);
}
