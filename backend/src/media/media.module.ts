import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { resolve } from 'node:path';
import type { Environment } from '../config/environment.js';
import { ReadinessChecks } from '../health/readiness-checks.js';
import { DiskStorage } from './disk-storage.js';
import { MediaDelivery } from './media-delivery.js';
import { MediaFile } from './media-file.entity.js';
import { MediaFiles } from './media-files.js';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage.js';
import { MediaSweep } from './media-sweep.js';
import { MediaUploads } from './media-uploads.js';
import { s3SettingsFrom, S3Storage } from './s3-storage.js';

/** The store the configuration names: S3_BUCKET's bucket, else DATA_DIR/media on this disk. */
export function mediaStorageFrom(config: ConfigService<Environment, true>): MediaStorage {
  const s3 = s3SettingsFrom({
    S3_BUCKET: config.get('S3_BUCKET', { infer: true }),
    S3_ENDPOINT: config.get('S3_ENDPOINT', { infer: true }),
    S3_REGION: config.get('S3_REGION', { infer: true }),
    S3_ACCESS_KEY_ID: config.get('S3_ACCESS_KEY_ID', { infer: true }),
    S3_SECRET_ACCESS_KEY: config.get('S3_SECRET_ACCESS_KEY', { infer: true }),
    S3_FORCE_PATH_STYLE: config.get('S3_FORCE_PATH_STYLE', { infer: true }),
  });
  return s3 ? new S3Storage(s3) : new DiskStorage(resolve(config.get('DATA_DIR', { infer: true }), 'media'));
}

/**
 * Media files: where their bytes live (one storage behind MEDIA_STORAGE), how an upload is received,
 * checked and drawn, how bytes go out, and the hourly sweep of what nothing refers to. Who may see a
 * file is the content module's (PostAccess).
 */
@Module({
  imports: [MikroOrmModule.forFeature([MediaFile])],
  providers: [
    { provide: MEDIA_STORAGE, inject: [ConfigService], useFactory: mediaStorageFrom },
    MediaUploads,
    MediaDelivery,
    MediaFiles,
    MediaSweep,
  ],
  exports: [MEDIA_STORAGE, MikroOrmModule, MediaUploads, MediaDelivery, MediaFiles],
})
export class MediaModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('MediaStorage');

  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    readiness: ReadinessChecks,
  ) {
    // A server that cannot store or read media would take uploads it cannot keep: not ready, and why.
    readiness.add({ name: 'media', check: () => storage.check() });
  }

  /** Says at start where media goes, and loudly when that store cannot be used (readiness says why too). */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.storage.check();
      this.logger.log(`Media is stored in ${this.storage.where}`);
    } catch (error) {
      this.logger.error(
        `Media cannot be stored in ${this.storage.where}: ${error instanceof Error ? error.message : String(error)}. ` +
          'Uploads answer 503 and /api/health/ready fails until it can.',
      );
    }
  }
}
