import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir } from './server';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'backend');

/**
 * Runs in a child process from the backend's folder, with the backend's own code and driver (as
 * seed.ts runs the backend's seeder): finds the server's embedded database and stores the row.
 */
const INSERT_FAILED_MAIL = `
import pg from 'pg';
import { existingDatabaseUrl } from './dist/database/embedded-postgres.js';
const [recipient, subject, messageId] = process.argv.slice(1);
const url = await existingDatabaseUrl({ DATA_DIR: process.env.DATA_DIR });
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query(
  \`insert into outgoing_mails (kind, recipient, subject, text, html, message_id, status, attempts, last_error)
   values ('lead_confirmation', $1, $2, 'Hi', '<p>Hi</p>', $3, 'failed', 5, '421 4.7.0 Try again later')
   returning id\`,
  [recipient, subject, messageId],
);
await client.end();
process.stdout.write(String(rows[0].id));
`;

/**
 * A mail the queue gave up on (failed after 5 tries), on the database of the server under test: the
 * SMTP server of these runs never refuses, so the failure is arranged. Answers the mail's id.
 */
export function seedFailedMail(recipient: string, subject: string): number {
  const id = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', INSERT_FAILED_MAIL, recipient, subject, `<${randomUUID()}@e2e.test>`],
    { cwd: backend, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' },
  );
  return Number(id.toString());
}
