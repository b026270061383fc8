export const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');

export interface DatabaseOptions {
  /** The PostgreSQL connection string the whole app uses (ORM and session store). */
  url: string;
  /** Apply pending migrations when the app starts (off when only the OpenAPI document is wanted). */
  migrate: boolean;
  /**
   * Open the connection when the modules start even when not migrating (MIGRATE_ON_START=false,
   * after the one-shot migrate): MikroORM connects on its first query, and until then the health
   * check reads "not connected". Off for the OpenAPI export, which has no database.
   */
  connect?: boolean;
  /** The database is the embedded default (no DATABASE_URL): the app may set up a first admin itself. */
  embedded?: boolean;
  /** Run the durable queue's workers and schedules (src/queue/); off when only the OpenAPI document is wanted. */
  queue?: boolean;
}

/** The app has a database to work on (not the OpenAPI export's placeholder): it migrates or connects. */
export function hasLiveDatabase(options: DatabaseOptions): boolean {
  return options.migrate || options.connect === true;
}
