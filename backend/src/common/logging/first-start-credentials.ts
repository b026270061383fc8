import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CREDENTIALS_FILE = 'first-start-credentials.txt';

/**
 * A password the first start made (the admin's, the demo client's) is never logged: logs are
 * kept and shipped. It goes to a file under DATA_DIR only its owner can read, and the start's log
 * line says where: `cat` it, sign in, delete it. Answers the file's path.
 */
export function saveFirstStartCredentials(
  dataDir: string,
  credentials: { what: string; url: string; username: string; password: string }[],
): string {
  const file = resolve(join(dataDir, CREDENTIALS_FILE));
  mkdirSync(dataDir, { recursive: true });
  const lines = credentials.map(
    ({ what, url, username, password }) => `${what}: ${url} as "${username}" with the password ${password}`,
  );
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return file;
}
