import type { MediaStorage, StoredFolder } from '../../src/media/media-storage.js';

/** Every file folder the store lists, in its order. */
export async function storedFolders(storage: MediaStorage): Promise<StoredFolder[]> {
  const folders: StoredFolder[] = [];
  for await (const folder of storage.list()) folders.push(folder);
  return folders;
}
