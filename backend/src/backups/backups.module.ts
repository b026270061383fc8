import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { DATABASE_OPTIONS, type DatabaseOptions } from '../database/database-options.js';
import { BACKUP_SETTINGS, BackupService, type BackupSettings } from './backup.service.js';
import { NightlyBackup } from './nightly-backup.js';

/** The backup settings of an environment, for the app's database. */
export function backupSettings(
  env: Pick<Environment, 'DATA_DIR' | 'BACKUP_KEEP' | 'BACKUP_COPY_TO' | 'PG_BIN_DIR' | 'S3_BUCKET'>,
  databaseUrl: string,
): BackupSettings {
  return {
    databaseUrl,
    dataDir: env.DATA_DIR,
    keep: env.BACKUP_KEEP,
    copyTo: env.BACKUP_COPY_TO,
    pgBinDir: env.PG_BIN_DIR,
    mediaBucket: env.S3_BUCKET,
  };
}

/** BackupService for the app: the nightly job calls its backupNow() on NIGHTLY_BACKUP's schedule. */
@Module({
  providers: [
    {
      provide: BACKUP_SETTINGS,
      inject: [ConfigService, DATABASE_OPTIONS],
      useFactory: (config: ConfigService<Environment, true>, database: DatabaseOptions) =>
        backupSettings(
          {
            DATA_DIR: config.get('DATA_DIR', { infer: true }),
            BACKUP_KEEP: config.get('BACKUP_KEEP', { infer: true }),
            BACKUP_COPY_TO: config.get('BACKUP_COPY_TO', { infer: true }),
            PG_BIN_DIR: config.get('PG_BIN_DIR', { infer: true }),
            S3_BUCKET: config.get('S3_BUCKET', { infer: true }),
          },
          database.url,
        ),
    },
    BackupService,
    NightlyBackup,
  ],
  exports: [BackupService],
})
export class BackupsModule {}
