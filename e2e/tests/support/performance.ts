import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir } from './server';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'backend');

/**
 * Runs in a child process from the backend's folder, with the backend's own code and driver (as
 * outgoing-mail.ts does): on a seeded portal client, publishes two of their posts, 45 and 10 days
 * ago, each with a snapshot of its numbers (recording them through the product is another part's),
 * renames the client after their username so the board's link to them is theirs alone, and answers
 * the client's id and the two posts' ids.
 */
const PUBLISH_WITH_NUMBERS = `
import pg from 'pg';
import { existingDatabaseUrl } from './dist/database/embedded-postgres.js';
const [username, steep] = process.argv.slice(1);
const url = await existingDatabaseUrl({ DATA_DIR: process.env.DATA_DIR });
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows: [user] } = await client.query(
  "update users set last_name = $1 where username = $1 returning id", [username]);
const publish = async (title, daysAgo, numbers) => {
  const { rows: [post] } = await client.query(
    \`update content_deliverables set status = 'published', published_at = now() - make_interval(days => $3),
       performance_reminders_sent = 2
     where client_id = $1 and title = $2 returning id\`, [user.id, title, daysAgo]);
  await client.query(
    \`insert into performance_snapshots (post_id, recorded_on, impressions, reactions, comments, reposts)
     values ($1, current_date, $2, $3, $4, $5)\`, [post.id, ...numbers]);
  return post.id;
};
// 45 days ago: 50% engagement; the last 10 days: 2.5%. Steep: 100% then 0%, a fall no other
// client's numbers in these runs come near, so it is among the board's 5 whoever else fell.
const earlier = await publish('What losing a client taught me', 45, steep ? [1000, 800, 150, 50] : [1000, 400, 80, 20]);
const later = await publish('Hiring is a system, not a hunch', 10, steep ? [800, 0, 0, 0] : [800, 15, 4, 1]);
await client.end();
process.stdout.write(JSON.stringify({ clientId: user.id, earlier, later }));
`;

export function publishWithNumbers(
  username: string,
  { steep = false }: { steep?: boolean } = {},
): { clientId: number; earlier: number; later: number } {
  const args = ['--input-type=module', '-e', PUBLISH_WITH_NUMBERS, username, ...(steep ? ['steep'] : [])];
  const output = execFileSync(process.execPath, args, {
    cwd: backend,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
  return JSON.parse(output.toString()) as { clientId: number; earlier: number; later: number };
}
