import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveSessionSecret } from './session-secret.js';

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when it is set', () => {
    expect(resolveSessionSecret('s'.repeat(40), '/nonexistent')).toBe('s'.repeat(40));
  });

  it('makes a secret once and keeps it in DATA_DIR, readable by its owner only', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'ghostline-secret-')), 'data');
    const first = resolveSessionSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(undefined, dataDir)).toBe(first);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
  });
});
