import type { EntityManager, EntityName, FilterQuery, FindOptions, Loaded } from '@mikro-orm/postgresql';

/** The rows a page covers, for an ORM query: its limit and offset. */
function pageWindow({ page, pageSize }: { page: number; pageSize: number }): {
  limit: number;
  offset: number;
} {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * From how far in a page's rows are found by their keys first: skipping many rows to reach a late page
 * costs a read of each skipped row, unless the skipping runs on an index alone (the order's columns
 * and the key: an index-only scan), and then the page's rows are read by key.
 */
export const DEEP_OFFSET = 1_000;

/**
 * One page of the rows that match, and how many match over every page. The count runs on its own,
 * without the page's populated joins (findAndCount joins them into the count too, and scans them).
 * A late page (DEEP_OFFSET) finds its keys first, then its rows.
 */
export function findPage<T extends object, P extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  { page, pageSize, ...options }: FindOptions<T, P> & { page: number; pageSize: number },
): Promise<[Loaded<T, P>[], number]> {
  const window = pageWindow({ page, pageSize });
  // `as never`: the ORM's filter type cannot be resolved for an entity type still generic here.
  const rows =
    window.offset < DEEP_OFFSET
      ? em.find(entity, where as never, { ...options, ...window } as FindOptions<T, P>)
      : findByKeysFirst(em, entity, where, options, window);
  return Promise.all([rows as Promise<Loaded<T, P>[]>, em.count(entity, where as never)]);
}

/** A page's keys on their own (the skipping on an index alone), then its rows by key, in the same order. */
async function findByKeysFirst<T extends object, P extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: FindOptions<T, P>,
  window: { limit: number; offset: number },
): Promise<Loaded<T, P>[]> {
  const [key] = em.getMetadata().get(entity).primaryKeys;
  const keys = await em
    .createQueryBuilder(entity)
    .select(key as never)
    .where(where as never)
    .orderBy(options.orderBy as never)
    .limit(window.limit)
    .offset(window.offset)
    .execute('all', false);
  if (keys.length === 0) return [];
  const ids = keys.map((row) => (row as Record<string, unknown>)[key as string]);
  return em.find(entity, { [key as string]: { $in: ids } } as never, options) as Promise<Loaded<T, P>[]>;
}
