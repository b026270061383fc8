import type { EntityManager, EntityName, FilterQuery, FindOptions, Loaded } from '@mikro-orm/postgresql';

/** The rows a page covers, for an ORM query: its limit and offset. */
function pageWindow({ page, pageSize }: { page: number; pageSize: number }): {
  limit: number;
  offset: number;
} {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * One page of the rows that match, and how many match over every page. The count runs on its own,
 * without the page's populated joins (findAndCount joins them into the count too, and scans them).
 */
export function findPage<T extends object, P extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  { page, pageSize, ...options }: FindOptions<T, P> & { page: number; pageSize: number },
): Promise<[Loaded<T, P>[], number]> {
  // `as never`: the ORM's filter type cannot be resolved for an entity type still generic here.
  return Promise.all([
    em.find(entity, where as never, { ...options, ...pageWindow({ page, pageSize }) } as FindOptions<T, P>),
    em.count(entity, where as never),
  ]);
}
