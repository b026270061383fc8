// docker/nginx/render-local.mjs in a checkout under /tmp: the shipped config's own /tmp/ paths move
// into the rendered folder, and the paths of the checkout stay whole.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const shipped = join(dirname(fileURLToPath(import.meta.url)), '..', 'docker', 'nginx');

test('a checkout under /tmp: the security headers, the root and the temporary files keep their paths', async () => {
  const checkout = mkdtempSync('/tmp/ghostline-checkout-');
  try {
    const nginx = join(checkout, 'docker', 'nginx');
    mkdirSync(nginx, { recursive: true });
    for (const file of ['nginx.conf', 'render-local.mjs', 'security-headers.conf']) {
      cpSync(join(shipped, file), join(nginx, file));
    }
    const { renderLocalConfig } = await import(pathToFileURL(join(nginx, 'render-local.mjs')).href);
    const dir = join(checkout, 'run');
    const root = join(checkout, 'frontend', 'dist');
    const config = readFileSync(
      renderLocalConfig({ dir, port: 8080, root, apiUrl: 'http://127.0.0.1:3000' }),
      'utf8',
    );

    const headers = [...config.matchAll(/^\s*include (\S*security-headers\.conf);$/gm)].map(
      (match) => match[1],
    );
    assert.ok(headers.length > 0);
    assert.deepEqual(new Set(headers), new Set([join(nginx, 'security-headers.conf')]));
    assert.match(config, new RegExp(`^\\s*root ${root};$`, 'm'));
    assert.match(config, new RegExp(`^pid ${dir}/nginx\\.pid;$`, 'm'));
    assert.match(config, new RegExp(`client_body_temp_path ${dir}/nginx-body;`));
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
});
