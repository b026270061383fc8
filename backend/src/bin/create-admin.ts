/**
 * `npm run admin:create -- --username <name> [--email <address>]`: creates an admin, or resets its
 * password. The password is ADMIN_PASSWORD when set, else a random one printed once; the email
 * (`--email`, else ADMIN_EMAIL) becomes the admin's, confirmed. Works on DATABASE_URL, on the
 * embedded database of a Ghostline running on DATA_DIR, or starts that database itself.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { isEmail } from 'class-validator';
import { parseArgs } from 'node:util';
import { AppModule } from '../app.module.js';
import { AdminAccountsService } from '../auth/admin-accounts.service.js';
import { generatePassword } from '../common/passwords.js';
import { normalizeUsername, usernameProblem } from '../common/usernames.js';
import { validateEnvironment } from '../config/environment.js';
import { openCommandDatabase } from '../database/embedded-postgres.js';

const USAGE =
  'Usage: npm run admin:create -- --username <name> [--email <address>]   (a username of at least 3 characters, no @)';
const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' } } });
const username = normalizeUsername(values.username ?? '');
const typedEmail = values.email?.trim().toLowerCase();
const problem =
  username.length < 3
    ? 'Username must be at least 3 characters'
    : (usernameProblem(username) ??
      (typedEmail !== undefined && !isEmail(typedEmail) ? '--email must be an email address' : undefined));
if (problem) {
  console.error(`${problem}.\n${USAGE}`);
  process.exit(2);
}
const env = validateEnvironment(process.env);
const password = env.ADMIN_PASSWORD ?? generatePassword();
const email = typedEmail ?? env.ADMIN_EMAIL;

const database = await openCommandDatabase(env);
const url = database.url;

const app = await NestFactory.createApplicationContext(AppModule.forRoot({ url, migrate: true }), {
  logger: ['error'],
});
try {
  const outcome = await app.get(AdminAccountsService).createOrReset(username, password, email);
  console.log(
    `${outcome === 'created' ? 'Created' : 'Reset the password of'} the admin "${username}".` +
      (env.ADMIN_PASSWORD
        ? ' Password: the value of ADMIN_PASSWORD.'
        : ` Password (shown once): ${password}`) +
      (email ? `\nEmail: ${email} (confirmed: the team's notices go there).` : ''),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
}
