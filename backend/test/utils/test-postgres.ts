/**
 * The test run's PostgreSQL (global-setup.ts) keeps nothing across a crash, and need not: each run
 * starts from an empty cluster. Without durability, a commit waits for no disk flush, which is most
 * of what the suites' thousands of small writes cost. The product's own embedded server keeps every
 * default (test/embedded-postgres.e2e-spec.ts checks both).
 */
export const TEST_POSTGRES_SETTINGS: Record<string, string> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
};

/**
 * The name of this run's template database (test-app.ts), chosen by global-setup.ts: a new name each
 * run, so that a run on a server of its own (TEST_DATABASE_ADMIN_URL) never copies an older run's.
 */
export const TEMPLATE_VARIABLE = 'GHOSTLINE_TEST_TEMPLATE';
