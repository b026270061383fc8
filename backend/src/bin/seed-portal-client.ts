/**
 * `node backend/dist/bin/seed-portal-client.js --username <name> --password <password> --email <email>`:
 * a client with subscriptions and posts in every status (see seeders/portal-client.seeder.ts). Works
 * on DATABASE_URL or beside a running embedded server on DATA_DIR, like admin:create.
 */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { parseArgs } from 'node:util';
import { validateEnvironment } from '../config/environment.js';
import { existingDatabaseUrl } from '../database/embedded-postgres.js';
import { createOrmConfig } from '../mikro-orm.config.js';
import { seedPortalClient } from '../seeders/portal-client.seeder.js';

const { values } = parseArgs({
  options: { username: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' } },
});
if (!values.username || !values.password || !values.email) {
  console.error('Usage: seed-portal-client --username <name> --password <password> --email <email>');
  process.exit(2);
}
const env = validateEnvironment(process.env);
const url = await existingDatabaseUrl(env);
if (!url) {
  console.error('No database: set DATABASE_URL, or start Ghostline on DATA_DIR first');
  process.exit(1);
}
const orm = await MikroORM.init(createOrmConfig(url));
try {
  const client = await seedPortalClient(orm.em.fork(), {
    username: values.username,
    password: values.password,
    email: values.email,
  });
  console.log(`Seeded the client "${client.username}" (id ${client.id}) with 2 subscriptions and 5 posts.`);
} finally {
  await orm.close();
}
