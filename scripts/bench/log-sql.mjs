// Logs every statement a process sends through pg (the server, the baseline, the bench itself), one
// JSON line each ({ process, text, values }), to the file SQL_LOG names: what the bench's baseline
// must match, text for text (docs/performance.md). Load it into every process of a short run:
//   SQL_LOG=/tmp/sql.log NODE_OPTIONS="--import ./scripts/bench/log-sql.mjs" \
//     node scripts/bench/bench.mjs --duration 1 --rounds 1 --only board
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';

const file = process.env.SQL_LOG;
if (file) {
  const pg = createRequire(import.meta.url)('pg');
  const query = pg.Client.prototype.query;
  const name = basename(process.argv[1] ?? 'node');
  pg.Client.prototype.query = function (config, values, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    if (text) {
      const bound = Array.isArray(values) ? values : config?.values;
      appendFileSync(file, `${JSON.stringify({ process: name, text, values: bound })}\n`);
    }
    return query.call(this, config, values, ...rest);
  };
}
