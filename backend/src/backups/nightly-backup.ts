import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DATABASE_OPTIONS, type DatabaseOptions } from '../database/database-options.js';
import { JobQueue } from '../queue/job-queue.js';
import { BackupService, NIGHTLY_BACKUP } from './backup.service.js';

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
