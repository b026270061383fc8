import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saveFirstStartCredentials } from './first-start-credentials.js';

describe('saveFirstStartCredentials', () => {
  it('writes the generated passwords to a file under DATA_DIR that only its owner can read', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ghostline-credentials-'));
    const file = saveFirstStartCredentials(dataDir, [
      {
        what: 'Admin',
        url: 'http://localhost:3000/admin/login',
        username: 'admin',
        password: 'pw-admin-123456',
      },
      {
        what: 'Demo client',
        url: 'http://localhost:3000/auth',
        username: 'demo',
        password: 'pw-demo-123456',
      },
    ]);
    expect(file).toBe(join(dataDir, 'first-start-credentials.txt'));
    expect(readFileSync(file, 'utf8')).toBe(
      'Admin: http://localhost:3000/admin/login as "admin" with the password pw-admin-123456\n' +
        'Demo client: http://localhost:3000/auth as "demo" with the password pw-demo-123456\n',
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
