import { p } from '@mikro-orm/core';

/** Properties every table shares: a serial id and its creation time. */
export const idAndCreatedAt = () => ({
  id: p.integer().primary().autoincrement(),
  createdAt: p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date()),
});

/** For rows that change after creation: the time of the last change, kept by the ORM. */
export const updatedAt = () => ({
  updatedAt: p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
});
