import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { JobQueue } from '../queue/job-queue.js';
import { MediaFile } from './media-file.entity.js';
import { MEDIA_STORAGE, type MediaStorage, type StoredFolder } from './media-storage.js';

export const MEDIA_SWEEP = 'media-sweep';
/** Hourly, at a minute no other schedule uses. */
export const MEDIA_SWEEP_CRON = '41 * * * *';
/** Rows deleted per transaction, and stored folders looked up per query. */
const BATCH = 200;

/** What one sweep deleted. */
export interface SweepResult {
  /** Files no post and no delivered version referred to: row and bytes. */
  files: number;
  /** Stored folders no file's row named (an upload stopped between its bytes and its row, a delete cut short). */
  folders: number;
}

/**
 * Deletes stored media nothing refers to once it is older than MEDIA_ORPHAN_GRACE_HOURS
 * (docs/architecture.md, "Media"): an upload never attached, an image replaced before delivery, a
 * deleted draft's files. A file a delivered version keeps is never an orphan. The grace keeps what an
 * open editor may still attach, and every upload still being written.
 *
 * Safe on several servers at once: a row is taken with FOR UPDATE SKIP LOCKED (another sweep skips it,
 * and an attach under way holds it), checked again once locked, and deleted before its bytes, so the
 * database never names a file that is gone; bytes left by a sweep stopped there are a folder without
 * a row, which the second pass deletes.
 */
@Injectable()
export class MediaSweep implements OnModuleInit {
  private readonly logger = new Logger('MediaSweep');

  constructor(
    private readonly em: EntityManager,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly queue: JobQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    this.queue.schedule(MEDIA_SWEEP, MEDIA_SWEEP_CRON, () => this.run().then(() => undefined));
  }

  async run(now = new Date()): Promise<SweepResult> {
    const hours = this.config.get('MEDIA_ORPHAN_GRACE_HOURS', { infer: true });
    const before = new Date(now.getTime() - hours * 3600 * 1000);
    const result = {
      files: await this.unreferencedFiles(before),
      folders: await this.rowlessFolders(before),
    };
    if (result.files || result.folders)
      this.logger.log(
        `Deleted ${result.files} media files nothing referred to and ${result.folders} stored folders without a file (${this.storage.where})`,
      );
    return result;
  }

  private async unreferencedFiles(before: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await this.em.fork().transactional(async (em) => {
        const locked = await em.execute<{ id: number }[]>(
          `select m.id from media_files m
            where m.created_at < ? and not exists (select 1 from post_media pm where pm.media_id = m.id)
            order by m.id limit ? for update skip locked`,
          [before, BATCH],
        );
        if (locked.length === 0) return undefined;
        // Asked again now that the rows are held: a post_media row committed since the first look is
        // seen (a new statement), and none can be added until this commits.
        const ids = locked.map((row) => row.id);
        const gone = await em.execute<{ storage_key: string }[]>(
          `delete from media_files m
            where m.id in (${ids.map(() => '?').join(', ')})
              and not exists (select 1 from post_media pm where pm.media_id = m.id)
            returning m.storage_key`,
          ids,
        );
        return { keys: gone.map((row) => row.storage_key), full: locked.length === BATCH };
      });
      if (!batch) return deleted;
      for (const key of batch.keys) await this.storage.deletePrefix(key);
      deleted += batch.keys.length;
      if (!batch.full) return deleted;
    }
  }

  private async rowlessFolders(before: Date): Promise<number> {
    let deleted = 0;
    let batch: StoredFolder[] = [];
    const flush = async () => {
      const named = new Set(
        (
          await this.em
            .fork()
            .find(
              MediaFile,
              { storageKey: { $in: batch.map((folder) => folder.storageKey) } },
              { fields: ['storageKey'] },
            )
        ).map((file) => file.storageKey),
      );
      for (const folder of batch.filter((folder) => !named.has(folder.storageKey))) {
        await this.storage.deletePrefix(folder.storageKey);
        deleted += 1;
      }
      batch = [];
    };
    for await (const folder of this.storage.list()) {
      if (folder.modifiedAt >= before) continue;
      batch.push(folder);
      if (batch.length === BATCH) await flush();
    }
    if (batch.length) await flush();
    return deleted;
  }
}
