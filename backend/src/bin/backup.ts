/**
 * `npm run backup`: a pg_dump of the database into DATA_DIR/backups (keeping the newest
 * BACKUP_KEEP), copied to BACKUP_COPY_TO when set. Works on DATABASE_URL, on the embedded database
 * of a Ghostline running on DATA_DIR, or starts that database itself and stops it after.
 */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { BackupService } from '../backups/backup.service.js';
import { backupSettings } from '../backups/backups.module.js';
import { validateEnvironment } from '../config/environment.js';
import { openCommandDatabase } from '../database/embedded-postgres.js';
import { runCommand } from './command.js';

Logger.overrideLogger(['log', 'warn', 'error']);

await runCommand(async () => {
  const env = validateEnvironment(process.env);
  const database = await openCommandDatabase(env);
  try {
    const result = await new BackupService(backupSettings(env, database.url)).backupNow();
    // A failed copy is already said in the log; the exit code lets a scheduler see it too.
    return result.copy && 'error' in result.copy ? 1 : 0;
  } finally {
    await database.close();
  }
});
