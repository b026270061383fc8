import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Response } from 'supertest';

const ERROR_KEYS = new Set(['statusCode', 'message', 'error', 'errors']);

/**
 * What is wrong with an error response, if anything: the API has one error shape,
 * `{ statusCode: number, message: string, error: string, errors?: string[] }`, with statusCode
 * equal to the HTTP status.
 */
export function errorShapeProblem(response: Response): string | undefined {
  if (response.status < 400) return undefined;
  if (!/^application\/json\b/.test(String(response.headers['content-type'] ?? ''))) {
    return `an error answered as ${String(response.headers['content-type'] ?? 'no content type')}: ${response.text.slice(0, 200)}`;
  }
  const body = response.body as Record<string, unknown> | null;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return `an error body that is not an object`;
  const extra = Object.keys(body).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length) return `unknown keys in the error body: ${extra.join(', ')}`;
  if (body.statusCode !== response.status)
    return `statusCode ${String(body.statusCode)} with HTTP ${response.status}`;
  if (typeof body.message !== 'string') return 'a message that is not a string';
  if (typeof body.error !== 'string') return 'an error that is not a string';
  if (
    body.errors !== undefined &&
    !(Array.isArray(body.errors) && body.errors.every((item) => typeof item === 'string'))
  ) {
    return 'errors that are not a list of strings';
  }
  return undefined;
}

/**
 * The tables of the domain: every entity's table (users, leads, their notes and activities,
 * subscriptions, posts and their versions, reset tokens, erasures...), read from the ORM so a new
 * entity is counted too. Sessions and rate limits are no entities and change on any request.
 */
export function domainTables(orm: MikroORM): string[] {
  return [...orm.getMetadata().getAll().values()]
    .filter((meta) => !meta.abstract && !meta.embeddable && !meta.virtual && !meta.view)
    .map((meta) => meta.tableName ?? meta.collection)
    .sort();
}

/** The row count of each table, in one statement (one snapshot), with the `extra` counts' columns. */
export async function rowCounts(
  database: pg.Client,
  tables: string[],
  extra: Record<string, string> = {},
): Promise<Record<string, number>> {
  const columns = [
    ...tables.map((table) => `(select count(*) from "${table}")::int as "${table}"`),
    ...Object.entries(extra).map(([name, sql]) => `(${sql})::int as "${name}"`),
  ];
  const { rows } = await database.query<Record<string, number>>(`select ${columns.join(', ')}`);
  return rows[0]!;
}

/** The tables whose counts differ, as `table: before → after`. */
export function changedCounts(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(before)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}
