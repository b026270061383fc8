import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { resolve } from 'node:path';
import type { Environment } from '../config/environment.js';
import { DiskStorage } from './disk-storage.js';
import { MediaDelivery } from './media-delivery.js';
import { MediaFile } from './media-file.entity.js';
import { MediaFiles } from './media-files.js';
import { MEDIA_STORAGE } from './media-storage.js';
import { MediaUploads } from './media-uploads.js';

/**
 * Media files: where their bytes live (one storage behind MEDIA_STORAGE), how an upload is received,
 * checked and drawn, and how bytes go out. Who may see a file is the content module's (PostAccess).
 */
@Module({
  imports: [MikroOrmModule.forFeature([MediaFile])],
  providers: [
    {
      provide: MEDIA_STORAGE,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) =>
        new DiskStorage(resolve(config.get('DATA_DIR', { infer: true }), 'media')),
    },
    MediaUploads,
    MediaDelivery,
    MediaFiles,
  ],
  exports: [MEDIA_STORAGE, MikroOrmModule, MediaUploads, MediaDelivery, MediaFiles],
})
export class MediaModule {}
