import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The port of the server under test (playwright.config.ts starts it there). */
export const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Where the server under test keeps its data (the embedded PostgreSQL and the mail outbox): a folder
 * of its port's, so that two runs on one machine (each on its own E2E_PORT) keep their own database.
 */
export const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.data', String(port));

/** The admin the server creates at start (ADMIN_USERNAME / ADMIN_PASSWORD in playwright.config.ts). */
export const admin = { username: 'e2e-admin', password: 'e2e admin passphrase' };
