import { randomBytes } from 'node:crypto';

/** A file's folder in the media storage: random hex made by the server, never a name a user sent. */
const STORAGE_KEY = /^[0-9a-f]{32,64}$/;
/** A stored object's name inside that folder: a variant (`original`, `preview`...) or `page-<n>`. */
const OBJECT_NAME = /^(?:original|thumbnail|preview|page-[1-9][0-9]{0,2})$/;

/** A new file's storage key (48 hex characters; the column holds 64). */
export const newStorageKey = (): string => randomBytes(24).toString('hex');

export const isStorageKey = (value: string): boolean => STORAGE_KEY.test(value);

/** `<storageKey>/<name>` when both parts keep to their pattern; anything else is not a key. */
export function isObjectKey(value: string): boolean {
  const [folder, name, ...rest] = value.split('/');
  return rest.length === 0 && name !== undefined && STORAGE_KEY.test(folder) && OBJECT_NAME.test(name);
}

/** Where a file's variant or drawn page (`page-<n>`) lives. */
export const objectKey = (storageKey: string, name: string): string => `${storageKey}/${name}`;
