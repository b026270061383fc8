import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';

/** Thrown inside the transaction only, to roll it back when the row changed meanwhile. */
class RowChangedMeanwhile extends Error {}

/**
 * Writes the entity's pending changes only if its row still holds `seen`, the values the rules were
 * checked against, and answers whether it wrote. One transaction: a conditional update takes the
 * row's lock first, so of two requests that read the same row (on one server or several), the
 * second waits, then finds the row changed and writes nothing. The caller then reloads the entity
 * and tells why, as if it had arrived second.
 */
export async function flushIfUnchanged<T extends { id: number; updatedAt: Date }>(
  em: EntityManager,
  entityClass: EntityClass<T>,
  entity: T,
  seen: FilterQuery<T> & object,
): Promise<boolean> {
  try {
    await em.transactional(async (tx) => {
      const where = { ...seen, id: entity.id } as FilterQuery<T>;
      const claimed = await tx.nativeUpdate(entityClass, where, { updatedAt: new Date() } as never);
      if (claimed === 0) throw new RowChangedMeanwhile();
      // The transaction flushes the entity's changes on its way out, under the row's lock.
    });
    return true;
  } catch (error) {
    if (error instanceof RowChangedMeanwhile) return false;
    throw error;
  }
}
