import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the server under test keeps its data (the embedded PostgreSQL and the mail outbox). */
export const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.data');

/** The admin the server creates at start (ADMIN_USERNAME / ADMIN_PASSWORD in playwright.config.ts). */
export const admin = { username: 'e2e-admin', password: 'e2e admin passphrase' };
