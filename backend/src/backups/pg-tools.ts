import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The checkout's root, from src/backups or dist/backups alike. */
const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** pg_dump and pg_restore of one PostgreSQL version, and how to run them. */
export interface PgTools {
  pgDump: string;
  pgRestore: string;
  major: number;
  /** The tools' own libpq (a local build has no rpath), added to the caller's environment. */
  env: NodeJS.ProcessEnv;
}

export class PgToolsMissingError extends Error {
  constructor(serverMajor: number, found: string[]) {
    super(
      `No pg_dump/pg_restore of PostgreSQL ${serverMajor} or newer was found` +
        (found.length > 0 ? ` (found: ${found.join(', ')})` : '') +
        `; pg_dump refuses a server newer than itself. Run \`bash scripts/install-pg-tools.sh\` ` +
        `(builds them into .tools/postgresql-${serverMajor}), or install PostgreSQL ${serverMajor}'s ` +
        'client tools and set PG_BIN_DIR to their folder.',
    );
    this.name = 'PgToolsMissingError';
  }
}

/** Folders that may hold pg_dump, the most specific first. */
function candidateFolders(pgBinDir: string | undefined): string[] {
  if (pgBinDir) return [pgBinDir];
  const under = (root: string, pattern: RegExp, bin: string[]) =>
    existsSync(root)
      ? readdirSync(root)
          .filter((name) => pattern.test(name))
          .map((name) => join(root, name, ...bin))
      : [];
  return [
    // scripts/install-pg-tools.sh
    ...under(join(REPO_ROOT, '.tools'), /^postgresql-\d+$/, ['bin']),
    // Debian's postgresql-client-N (the Debian layout, also PostgreSQL's own apt packages)
    ...under('/usr/lib/postgresql', /^\d+$/, ['bin']),
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
  ];
}

async function versionOf(pgDump: string, env: NodeJS.ProcessEnv): Promise<number | undefined> {
  try {
    const { stdout } = await run(pgDump, ['--version'], { env });
    const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The newest pg_dump/pg_restore pair found (PG_BIN_DIR when set, else .tools/, Debian's
 * /usr/lib/postgresql/N/bin, then PATH), if it can dump a server of `serverMajor`.
 */
export async function findPgTools(serverMajor: number, pgBinDir?: string): Promise<PgTools> {
  let best: PgTools | undefined;
  const found: string[] = [];
  for (const folder of candidateFolders(pgBinDir)) {
    const pgDump = join(folder, 'pg_dump');
    const pgRestore = join(folder, 'pg_restore');
    if (!existsSync(pgDump) || !existsSync(pgRestore)) continue;
    const lib = join(folder, '..', 'lib');
    const env = existsSync(join(lib, 'libpq.so.5'))
      ? {
          ...process.env,
          LD_LIBRARY_PATH: [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(delimiter),
        }
      : process.env;
    const major = await versionOf(pgDump, env);
    if (major === undefined) continue;
    found.push(`${pgDump} ${major}`);
    if (!best || major > best.major) best = { pgDump, pgRestore, major, env };
  }
  if (!best || best.major < serverMajor) throw new PgToolsMissingError(serverMajor, found);
  return best;
}
