/**
 * `npm run seed:demo`: the demo client (printed credentials) with a subscription and posts in every
 * status, and leads with and without onboarding (see seeders/demo.seeder.ts). Works on DATABASE_URL
 * or beside a running embedded server on DATA_DIR, like admin:create; run again, it only sets a new
 * password for the demo client.
 */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { generatePassword } from '../common/passwords.js';
import { validateEnvironment } from '../config/environment.js';
import { existingDatabaseUrl } from '../database/embedded-postgres.js';
import { createOrmConfig } from '../mikro-orm.config.js';
import { DEMO_USERNAME, seedDemo } from '../seeders/demo.seeder.js';

const env = validateEnvironment(process.env);
const url = await existingDatabaseUrl(env);
if (!url) {
  console.error('No database: set DATABASE_URL, or start Ghostline on DATA_DIR first (npm start)');
  process.exit(1);
}
const orm = await MikroORM.init(createOrmConfig(url));
try {
  await orm.migrator.up(); // as the server would at its start: a new database gets its tables first
  const password = generatePassword();
  const { created } = await seedDemo(orm.em.fork(), password);
  console.log(
    [
      created
        ? 'Demo data added: the client "demo", a subscription, posts in every status and 4 leads.'
        : 'The demo client exists already: it has a new password.',
      `Client portal: ${env.publicUrl}/auth as "${DEMO_USERNAME}" with the password ${password}`,
    ].join('\n'),
  );
} finally {
  await orm.close();
}
