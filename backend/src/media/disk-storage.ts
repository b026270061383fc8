import { NotImplementedException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { ByteRange, MediaStorage } from './media-storage.js';

/** Media in a folder on this server's disk (DATA_DIR/media by default). */
export class DiskStorage implements MediaStorage {
  constructor(readonly root: string) {}

  put(_key: string, _body: Readable, _contentType: string): Promise<void> {
    throw new NotImplementedException();
  }

  get(_key: string, _range?: ByteRange): Promise<Readable> {
    throw new NotImplementedException();
  }

  size(_key: string): Promise<number | null> {
    throw new NotImplementedException();
  }

  deletePrefix(_prefix: string): Promise<void> {
    throw new NotImplementedException();
  }
}
