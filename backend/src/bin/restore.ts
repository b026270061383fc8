/**
 * `npm run restore -- FILE`: restores a backup made by `npm run backup` into an empty database
 * (DATABASE_URL, or the embedded one on DATA_DIR, started for the restore when Ghostline is not
 * running), then applies the migrations the backup predates.
 */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { resolve } from 'node:path';
import { BackupService } from '../backups/backup.service.js';
import { backupSettings } from '../backups/backups.module.js';
import { validateEnvironment } from '../config/environment.js';
import { openCommandDatabase } from '../database/embedded-postgres.js';
import { runCommand } from './command.js';

Logger.overrideLogger(['log', 'warn', 'error']);

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) {
  console.error(
    'Usage: npm run restore -- FILE   (a backup from DATA_DIR/backups, e.g. ghostline-2026-11-24T03-00-00-000Z.dump)',
  );
  process.exit(2);
}

await runCommand(async () => {
  const env = validateEnvironment(process.env);
  const database = await openCommandDatabase(env);
  try {
    // npm runs the script from the checkout's root: a relative FILE is from where the user typed it.
    const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
    await new BackupService(backupSettings(env, database.url)).restore(path);
    console.log(`Restored ${path}. Start Ghostline as usual.`);
  } finally {
    await database.close();
  }
});
