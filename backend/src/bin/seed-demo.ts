/**
 * `npm run seed:demo`: the demo client and their writer (printed credentials), a subscription and
 * posts in every status, and leads with and without onboarding (see seeders/demo.seeder.ts). Works on
 * DATABASE_URL or beside a running embedded server on DATA_DIR, like admin:create; run again, it only
 * sets new passwords for the demo's client and writer.
 */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { resolve } from 'node:path';
import { generatePassword } from '../common/passwords.js';
import { validateEnvironment } from '../config/environment.js';
import { existingDatabaseUrl } from '../database/embedded-postgres.js';
import { DiskStorage } from '../media/disk-storage.js';
import { createOrmConfig } from '../mikro-orm.config.js';
import { DEMO_USERNAME, DEMO_WRITER_USERNAME, seedDemo } from '../seeders/demo.seeder.js';

const env = validateEnvironment(process.env);
const url = await existingDatabaseUrl(env);
if (!url) {
  console.error('No database: set DATABASE_URL, or start Ghostline on DATA_DIR first (npm start)');
  process.exit(1);
}
const orm = await MikroORM.init(createOrmConfig(url));
try {
  await orm.migrator.up(); // as the server would at its start: a new database gets its tables first
  const passwords = { client: generatePassword(), writer: generatePassword() };
  // The media beside the server's own (media.module.ts): its files are served from there.
  const storage = new DiskStorage(resolve(env.DATA_DIR, 'media'));
  const { created } = await seedDemo(orm.em.fork(), passwords, storage);
  console.log(
    [
      created
        ? 'Demo data added: the client "demo", their writer "wes", a subscription, posts in every status (two with media) and 4 leads.'
        : 'The demo exists already: its client and writer have new passwords.',
      `Client portal: ${env.publicUrl}/auth as "${DEMO_USERNAME}" with the password ${passwords.client}`,
      `Their writer: ${env.publicUrl}/admin/login as "${DEMO_WRITER_USERNAME}" with the password ${passwords.writer}`,
    ].join('\n'),
  );
} finally {
  await orm.close();
}
