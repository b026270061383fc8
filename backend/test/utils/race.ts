import pg from 'pg';

/**
 * Runs requests so that they truly meet: a transaction of the test holds `lock` (a row's
 * `select … for update`, or a table lock against inserts), the requests are sent, and the lock is
 * let go only once `waiting` of them wait on it in PostgreSQL. Every request has then read what it
 * decides on before any of them has written, which is the race a real pair of clicks may meet; the
 * rule must hold in the database (a conditional update or a constraint), not in the reads.
 *
 * When fewer requests ever wait (a request refused before it writes), the lock goes once none is
 * running any more statement, so a test never hangs on it.
 */
export async function race<T>(
  databaseUrl: string,
  lock: { sql: string; values?: unknown[] },
  requests: () => Promise<T>[],
  waiting = 2,
): Promise<T[]> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([holder.connect(), watcher.connect()]);
  try {
    await holder.query('begin');
    await holder.query(lock.sql, lock.values ?? []);
    const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const settled = Promise.allSettled(requests());
    for (let rounds = 0; ; rounds += 1) {
      const { rows } = await watcher.query<{ blocked: number; busy: number }>(
        // A second waiter waits on the first (the row's lock queue), not on the holder: any lock wait counts.
        `select count(*) filter (where wait_event_type = 'Lock')::int as blocked,
                count(*) filter (where state = 'active')::int as busy
           from pg_stat_activity
          where datname = current_database() and pid not in ($1, pg_backend_pid())`,
        [holderPid],
      );
      const { blocked, busy } = rows[0]!;
      if (blocked >= waiting || (rounds > 300 && busy === blocked)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await holder.query('commit');
    const results = await settled;
    return results.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
  } finally {
    await Promise.all([holder.end(), watcher.end()]);
  }
}
