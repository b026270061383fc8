// What scripts/setup-system.mjs tells someone whose machine it cannot set up by itself.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { test } from 'node:test';
import { closedParents, instructions, onPath } from './setup-system.mjs';

const missing = ['chromium-headless-shell', 'libnginx-mod-http-brotli-static'];

test('not root on Debian: the exact apt-get line, with sudo', () => {
  const text = instructions({ missing, root: false, apt: true, platform: 'linux' });
  assert.match(
    text,
    /^Install them as root: sudo apt-get install -y --no-install-recommends chromium-headless-shell libnginx-mod-http-brotli-static$/m,
  );
});

test('root whose apt-get did not install them: the same line, without sudo', () => {
  const text = instructions({ missing, root: true, apt: true, platform: 'linux' });
  assert.match(
    text,
    /^Install them: apt-get install -y --no-install-recommends chromium-headless-shell libnginx-mod-http-brotli-static$/m,
  );
});

test('another OS: what to install and where the suites look for it, no apt-get line', () => {
  for (const platform of ['darwin', 'linux']) {
    const text = instructions({ missing, pgTools: true, root: false, apt: false, platform });
    assert.doesNotMatch(text, /apt-get install/);
    assert.match(text, /CHROMIUM_PATH/);
    assert.match(text, /ngx_http_brotli_filter and ngx_http_brotli_static/);
    assert.match(text, /PostgreSQL 18's client tools and set PG_BIN_DIR/);
  }
});

test('nginx installed but off PATH: the PATH to set', () => {
  const text = instructions({
    missing: [],
    nginxOffPath: '/usr/sbin/nginx',
    root: false,
    apt: true,
    platform: 'linux',
  });
  assert.equal(
    text,
    'nginx is installed (/usr/sbin/nginx) but not on PATH, and the suites run `nginx`: export PATH="$PATH:/usr/sbin"',
  );
});

test('onPath finds an executable file only, in PATH order', () => {
  const dir = mkdtempSync(join(tmpdir(), 'setup-system-'));
  try {
    for (const folder of ['a', 'b', 'c']) mkdirSync(join(dir, folder));
    writeFileSync(join(dir, 'a', 'tool'), '');
    chmodSync(join(dir, 'a', 'tool'), 0o644);
    mkdirSync(join(dir, 'b', 'tool'));
    writeFileSync(join(dir, 'c', 'tool'), '');
    chmodSync(join(dir, 'c', 'tool'), 0o755);
    const path = ['a', 'b', 'c'].map((folder) => join(dir, folder)).join(delimiter);
    assert.equal(onPath('tool', path), join(dir, 'c', 'tool'));
    assert.equal(onPath('other', path), undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('closedParents names the folders others cannot pass through', () => {
  const dir = mkdtempSync(join(tmpdir(), 'setup-system-'));
  try {
    mkdirSync(join(dir, 'open', 'closed', 'checkout'), { recursive: true });
    chmodSync(join(dir, 'open'), 0o755);
    chmodSync(join(dir, 'open', 'closed'), 0o750);
    chmodSync(join(dir, 'open', 'closed', 'checkout'), 0o755);
    const closed = closedParents(join(dir, 'open', 'closed', 'checkout'));
    assert.ok(closed.includes(join(dir, 'open', 'closed')));
    assert.ok(!closed.includes(join(dir, 'open')));
    assert.ok(!closed.includes(join(dir, 'open', 'closed', 'checkout')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
