/**
 * `npm run admin:create -- --username <name>`: creates an admin, or resets its password. The
 * password is ADMIN_PASSWORD when set, else a random one printed once. Works on DATABASE_URL, on
 * the embedded database of a Ghostline running on DATA_DIR, or starts that database itself.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { AppModule } from '../app.module.js';
import { AdminAccountsService } from '../auth/admin-accounts.service.js';
import { generatePassword } from '../common/passwords.js';
import { normalizeUsername, usernameProblem } from '../common/usernames.js';
import { validateEnvironment } from '../config/environment.js';
import { openCommandDatabase } from '../database/embedded-postgres.js';

const { values } = parseArgs({ options: { username: { type: 'string' } } });
const username = normalizeUsername(values.username ?? '');
const problem = username.length < 3 ? 'Username must be at least 3 characters' : usernameProblem(username);
if (problem) {
  console.error(
    `${problem}.\nUsage: npm run admin:create -- --username <name>   (at least 3 characters, no @)`,
  );
  process.exit(2);
}
const env = validateEnvironment(process.env);
const password = env.ADMIN_PASSWORD ?? generatePassword();

const database = await openCommandDatabase(env);
const url = database.url;

const app = await NestFactory.createApplicationContext(AppModule.forRoot({ url, migrate: true }), {
  logger: ['error'],
});
try {
  const outcome = await app.get(AdminAccountsService).createOrReset(username, password);
  console.log(
    `${outcome === 'created' ? 'Created' : 'Reset the password of'} the admin "${username}".` +
      (env.ADMIN_PASSWORD
        ? ' Password: the value of ADMIN_PASSWORD.'
        : ` Password (shown once): ${password}`),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
}
