import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MediaFile } from './media-file.entity.js';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage.js';

/** A client's stored files as a whole: what erasure deletes. */
@Injectable()
export class MediaFiles {
  constructor(
    private readonly em: EntityManager,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  /**
   * Deletes every file of the client: the bytes first, then the rows (with their places in posts).
   * Stopped part way, the rows left still name what is left to delete, and running it again finishes.
   */
  async deleteForClient(clientId: number): Promise<number> {
    const files = await this.em
      .fork()
      .find(MediaFile, { client: clientId }, { fields: ['id', 'storageKey'] });
    for (const file of files) await this.storage.deletePrefix(file.storageKey);
    if (files.length)
      await this.em.fork().nativeDelete(MediaFile, { id: { $in: files.map((file) => file.id) } });
    return files.length;
  }
}
