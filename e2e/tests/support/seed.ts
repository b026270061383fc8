import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir } from './server';

const seeder = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'backend',
  'dist',
  'bin',
  'seed-portal-client.js',
);

export const PORTAL_PASSWORD = 'plum-ladder-orbit-42';

/**
 * A client whose subscriptions and posts the backend's seeder prepared (an active Echo plan, a
 * canceled Ghost one, posts in every status), on the database of the server under test.
 */
export function seedPortalClient(
  username: string,
  email = `${username}@example.com`,
): { username: string; password: string; email: string } {
  execFileSync(
    process.execPath,
    [seeder, '--username', username, '--password', PORTAL_PASSWORD, '--email', email],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'pipe',
    },
  );
  return { username, password: PORTAL_PASSWORD, email };
}
