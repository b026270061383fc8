import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { DATABASE_OPTIONS, type DatabaseOptions } from '../database/database.module.js';
import { JobQueue } from '../queue/job-queue.service.js';
import { BACKUP_SETTINGS, BackupService, type BackupSettings, NIGHTLY_BACKUP } from './backup.service.js';

/** The backup settings of an environment, for the app's database. */
export function backupSettings(
  env: Pick<Environment, 'DATA_DIR' | 'BACKUP_KEEP' | 'BACKUP_COPY_TO' | 'PG_BIN_DIR'>,
  databaseUrl: string,
): BackupSettings {
  return {
    databaseUrl,
    dataDir: env.DATA_DIR,
    keep: env.BACKUP_KEEP,
    copyTo: env.BACKUP_COPY_TO,
    pgBinDir: env.PG_BIN_DIR,
  };
}

/**
 * The server's own backup, every night on the queue's schedule, on the embedded default: `npm start`
 * on one box, whose database nobody else backs up. A DATABASE_URL's PostgreSQL (managed, or the
 * compose stack's) is backed up where it runs; `npm run backup` still works against it.
 */
@Injectable()
export class NightlyBackup implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly backups: BackupService,
    @Inject(DATABASE_OPTIONS) private readonly database: DatabaseOptions,
  ) {}

  onModuleInit(): void {
    if (!this.database.embedded) return;
    this.queue.schedule(NIGHTLY_BACKUP.name, NIGHTLY_BACKUP.cron, async () => {
      await this.backups.backupNow();
    });
  }
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
